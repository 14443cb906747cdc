import { describe, expect, it } from 'vitest';
import { filesUnder, readTreeFile } from './tree-files';

/** The TypeScript sources of a folder, tests and stories left out. */
const sources = (dir: string): string[] => filesUnder(dir).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));

/** name -> files exporting an interface or type of that name. */
function exportedTypes(dirs: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of dirs.flatMap(sources)) {
    const text = readTreeFile(file);
    for (const match of text.matchAll(/^export (?:interface|type) ([A-Z]\w*)/gm))
      byName.set(match[1]!, [...(byName.get(match[1]!) ?? []), file]);
  }
  return byName;
}

// A shape the server sends and the browser reads is declared once, in contracts/ (issue 31): a
// server change that breaks the console then fails to compile instead of failing in a browser.
describe('wire types', () => {
  it('are not declared on both sides of HTTP', () => {
    const server = exportedTypes(['server']);
    const client = exportedTypes(['platform', 'src', 'dashboards']);
    const twice = [...server.keys()]
      .filter((name) => client.has(name))
      .map((name) => `${name}: ${[...server.get(name)!, ...client.get(name)!].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('contracts import nothing but contracts', () => {
    const outside = sources('contracts').flatMap((file) =>
      [...readTreeFile(file).matchAll(/from '([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((spec) => !spec.startsWith('./'))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(outside).toEqual([]);
  });
});
