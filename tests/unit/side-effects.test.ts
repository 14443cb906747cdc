import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, readTreeFile } from './tree-files';

/**
 * package.json's `sideEffects` lets the bundler drop a module that nothing uses, so a barrel
 * (engine/client's public entries) costs a chunk nothing it does not use. The price: a browser
 * module whose top level does something (registers a widget, imports another such module) must be
 * listed there, or the build drops it silently and the registration never happens.
 */
const { sideEffects } = JSON.parse(readTreeFile('package.json')) as { sideEffects: string[] };

// The glob forms package.json uses: "**" then "/" (any folders), "**" (anything), "*" (within one name).
const globToRegExp = (glob: string) => {
  const parts = glob.split(/(\*\*\/|\*\*|\*)/).map((part) => {
    if (part === '**/') return '(?:.*/)?';
    if (part === '**') return '.*';
    if (part === '*') return '[^/]*';
    return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
};
const listed = sideEffects.map(globToRegExp);
const isListed = (file: string) => listed.some((pattern) => pattern.test(file));

/** A statement at the top level that runs code (a call). */
const TOP_LEVEL_CALL = /^(?:[A-Za-z_$][\w$.]*\(|(?:await|void) )/m;
/** An import of one of our modules for its effects only: that module must be kept. */
const EFFECT_IMPORT = /^import '(\.[^']+)';/gm;

const browserModules = ['src', 'platform', 'dashboards', 'engine/client', 'engine/schema', 'contracts']
  .flatMap(filesUnder)
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\/(stories|test-support)\//.test(file));

describe("package.json's sideEffects", () => {
  it('lists every browser module whose top level runs code', () => {
    const unlisted = browserModules.filter((file) => TOP_LEVEL_CALL.test(readTreeFile(file)) && !isListed(file));
    expect(unlisted).toEqual([]);
  });

  it('lists every module imported for its effects alone', () => {
    const targets = browserModules.flatMap((file) =>
      [...readTreeFile(file).matchAll(EFFECT_IMPORT)].map((match) => path.posix.join(path.posix.dirname(file), match[1]!)),
    );
    expect(targets.length).toBeGreaterThan(10);
    const resolved = targets.map((target) =>
      /\.\w+$/.test(target) ? target : (browserModules.find((file) => file.replace(/\.tsx?$/, '') === target) ?? target),
    );
    expect(resolved.filter((file) => !isListed(file))).toEqual([]);
  });

  it('lists no browser module that is gone', () => {
    const browserGlobs = sideEffects.filter((glob) => !glob.startsWith('**') && !/^(server|engine\/server)\//.test(glob));
    expect(browserGlobs.filter((glob) => !browserModules.some((file) => globToRegExp(glob).test(file)))).toEqual([]);
  });

  it('keeps CSS and the server (esbuild reads the same field) as they were', () => {
    expect(isListed('engine/client/list/table/ListTable.module.css')).toBe(true);
    expect(isListed('server/db/database.ts')).toBe(true);
    expect(isListed('engine/client/EntityScreen.tsx')).toBe(false);
  });
});
