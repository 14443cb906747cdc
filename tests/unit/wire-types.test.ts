import { describe, expect, it } from 'vitest';
import { filesUnder, readTreeFile } from './tree-files';
import { wireTypeProblems } from './wire-type-calls';

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

/**
 * Rows of an entity as the engine's generic reads answer them (schemas/<name>.json decides their
 * fields), which a screen narrows to what it shows: not a bespoke shape, so not in contracts.
 * `file: TypeName`, each with its entity.
 */
const ENTITY_ROWS = new Set([
  'dashboards/cockpits/api/repair-api.ts: RepairRecord', // /db/hosp-mtc-record/query
  'dashboards/cockpits/api/patrol-api.ts: PatrolTaskRow', // /db/hosp-task-*/query
  'src/screens/hosp-users/use-hospital-departments.ts: DeptNode', // /db/hosp-dept/undelete-treeQuery
  'src/shell/topbar/use-header-title.ts: ParamPage', // /db/param/query
  'src/shell/topbar/MyFeedbackDialog.tsx: MyFeedback', // hosp-feedback/mine: the engine's page of one's own rows
  'src/screens/documents/HospMenuSelectWidget.tsx: MenuNode', // /db/hosp-menu/treeQuery
]);

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

  // What the two rules above cannot see: a client call typed with a shape of its own. Every type
  // argument of http.get/post/put/delete/postForm, of a data provider's call() (an operation
  // handler's answer) and of a local generic wrapper around them is built from contracts/ (or
  // engine/, the engine's own calls) and keywords; an inline `{...}` or a client-declared type fails.
  it("the client's calls are typed from contracts", () => {
    const problems = ['src', 'platform', 'dashboards']
      .flatMap(sources)
      .map((file) => ({ file, text: readTreeFile(file) }))
      // Parsing only the files that call: the rest of the client cannot break the rule.
      .filter(({ text }) => /\bhttp\.|\.call</.test(text))
      .flatMap(({ file, text }) => wireTypeProblems(file, text))
      .filter(({ file, problem }) => !ENTITY_ROWS.has(`${file}: ${problem.split(' ')[0]}`))
      .map(({ file, line, problem }) => `${file}:${line} ${problem}`);
    expect(problems).toEqual([]);
  });
});
