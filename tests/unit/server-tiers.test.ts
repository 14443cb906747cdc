import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, readTreeFile } from './tree-files';

// The server's three tiers (issue 31, docs/architecture.md): the core (database, HTTP, sessions and
// hospital access, configuration) knows no area; the areas (sign-in, accounts, hospitals, dashboards
// ...) build on the core and on each other; the composition (app, areas list, process start, tools)
// puts them together and nothing imports it. Tests may reach anywhere.
const CORE = [/^server\/(db|http|auth)\//, /^server\/config\.ts$/];
const COMPOSITION = [/^server\/(app|main|areas)\.ts$/, /^server\/(cluster|tools)\//];

type Tier = 'core' | 'area' | 'composition';
const tierOf = (file: string): Tier =>
  CORE.some((rule) => rule.test(file)) ? 'core' : COMPOSITION.some((rule) => rule.test(file)) ? 'composition' : 'area';

/** The server's own files a source file imports, as paths from the root ("server/db/clock.ts"). */
function serverImportsOf(file: string): string[] {
  const specs = [...readTreeFile(file).matchAll(/(?:from|import\(?)\s*'(\.[^']+)'/g)].map((match) => match[1]!);
  return specs
    .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts'))
    .filter((target) => target.startsWith('server/'));
}

const sources = filesUnder('server').filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));

describe('server tiers', () => {
  it('the core imports only the core', () => {
    const upward = sources
      .filter((file) => tierOf(file) === 'core')
      .flatMap((file) =>
        serverImportsOf(file)
          .filter((target) => tierOf(target) !== 'core')
          .map((target) => `${file} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('only the composition imports the composition', () => {
    const upward = sources
      .filter((file) => tierOf(file) !== 'composition')
      .flatMap((file) =>
        serverImportsOf(file)
          .filter((target) => tierOf(target) === 'composition')
          .map((target) => `${file} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('every area the server has is registered through the one list', () => {
    const defined = sources.filter((file) => /= defineArea\(/.test(readTreeFile(file)));
    const listed = serverImportsOf('server/areas.ts');
    expect(defined.filter((file) => !listed.includes(file))).toEqual([]);
  });
});
