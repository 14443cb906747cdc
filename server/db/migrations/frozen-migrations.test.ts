import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: a migration depends only on what is stored with the migrations, so a database migrated
 * last year and one migrated today end up the same. Its data (menus, dictionary text, DDL) is
 * frozen in the file or in a `<migration>.data.json` beside it; it imports nothing from the live
 * seed, the entity catalogue, the hospitals' code, the configuration or the engine's DDL.
 */
const DIR = path.dirname(fileURLToPath(import.meta.url));
const migrationFiles = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

/** Every module a migration file names: static imports and re-exports, dynamic import(), require(). */
const importsOf = (file: string): string[] =>
  ts.preProcessFile(fs.readFileSync(path.join(DIR, file), 'utf8'), true, true).importedFiles.map((ref) => ref.fileName);

const FORBIDDEN: [RegExp, string][] = [
  [/(^|\/)seed\//, 'the seed'],
  [/(^|\/)entities\//, 'the entity catalogue'],
  [/(^|\/)hospitals\//, "the hospitals' code"],
  [/(^|\/)subscriptions\//, "the subscriptions' code"],
  [/(^|\/)config(\.js|\.ts)?$/, 'the configuration'],
  [/engine\/server\/ddl(\.js|\.ts)?$/, "the engine's DDL"],
];

/** The stable low-level helpers a migration may use besides its own siblings (migrations, frozen data). */
const ALLOWED = new Set(['kysely', '../clock.js', '../../../engine/server/object-id.js', '../tables.js']);
const isSibling = (specifier: string) => /^\.\/[^/]+$/.test(specifier);

describe('the migrations (issue 31)', () => {
  it('are all scanned', () => {
    expect(migrationFiles.filter((file) => /^(platform|hospital)-\d{4}-/.test(file)).length).toBeGreaterThanOrEqual(19);
    expect(importsOf('platform-0009-subscriptions.ts')).toContain('kysely');
  });

  it('import nothing from the seed, the entities, the hospitals, the configuration or the DDL', () => {
    const found = migrationFiles.flatMap((file) =>
      importsOf(file).flatMap((specifier) =>
        FORBIDDEN.filter(([pattern]) => pattern.test(specifier)).map(([, what]) => `${file}: ${specifier} (${what})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('import only Kysely, the clock, object ids, table types and their own siblings, which exist', () => {
    const found = migrationFiles.flatMap((file) =>
      importsOf(file)
        .filter((specifier) =>
          isSibling(specifier)
            ? !fs.existsSync(path.join(DIR, specifier.replace(/\.js$/, '.ts'))) || specifier.endsWith('.test.js')
            : !ALLOWED.has(specifier),
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });
});
