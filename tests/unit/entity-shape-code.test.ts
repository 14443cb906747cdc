import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityShapeCode, SHAPE_AJV_OPTIONS as BUILD_OPTIONS } from '../../server/tools/entity-shape-code.mjs';
import { shapeValidator, SHAPE_AJV_OPTIONS } from '../../engine/schema/entity-shape';
import { resolveEntities, schemaRefOf, type SchemaFiles } from '../../engine/schema/resolve-entities';

/**
 * The server's build compiles the entity meta-schema to code (server/tools/entity-shape-code.mjs);
 * the sources compile it at run time (engine/schema/entity-shape.ts). Both must judge every file
 * alike, with the same error texts.
 */
const root = path.resolve(__dirname, '../..');
const schemasDir = path.join(root, 'schemas');
// Inside the repository: the compiled code resolves ajv's runtime helpers from node_modules.
const compiledFile = path.join(root, '.tmp', `entity-shape-${process.pid}.mjs`);
let compiled: ValidateFunction;

const errorsOf = (validate: ValidateFunction, candidate: unknown) =>
  validate(candidate) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);

beforeAll(async () => {
  fs.mkdirSync(path.dirname(compiledFile), { recursive: true });
  fs.writeFileSync(compiledFile, entityShapeCode(root));
  compiled = (
    (await import(/* @vite-ignore */ pathToFileURL(compiledFile).href)) as { shapeValidator: () => ValidateFunction }
  ).shapeValidator();
});
afterAll(() => fs.rmSync(compiledFile, { force: true }));

describe('the entity meta-schema compiled at build time', () => {
  it('uses the options of the run-time compile', () => {
    expect(BUILD_OPTIONS).toEqual(SHAPE_AJV_OPTIONS);
  });

  it('accepts every entity of schemas/ as the run-time validator does', () => {
    const files: SchemaFiles = {};
    for (const dir of [schemasDir, path.join(schemasDir, 'shared')]) {
      for (const file of fs.readdirSync(dir)) {
        const ref = schemaRefOf(path.relative(schemasDir, path.join(dir, file)).split(path.sep).join('/'));
        if (ref && file.endsWith('.json')) files[ref] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      }
    }
    const entities = resolveEntities(files);
    expect(entities.length).toBeGreaterThan(10);
    for (const entity of entities) expect(errorsOf(compiled, entity)).toEqual(errorsOf(shapeValidator(), entity));
  });

  it('refuses broken files with the same errors', () => {
    const dic = JSON.parse(fs.readFileSync(path.join(schemasDir, 'dic.json'), 'utf8'));
    const broken: unknown[] = [
      { ...dic, colour: 'red' },
      { ...dic, name: 42, fields: [] },
      { ...dic, fields: { ...dic.fields, type: { ...dic.fields.type, pattern: '([' } } },
      { ...dic, list: { columns: 'type' } },
      {},
      null,
      'dic',
    ];
    // ajv-formats' regex format, which the compiled code requires from node_modules.
    expect(errorsOf(compiled, broken[2])).toEqual(['/fields/type/pattern must match format "regex"']);
    for (const candidate of broken) {
      const expected = errorsOf(shapeValidator(), candidate);
      expect(expected.length).toBeGreaterThan(0);
      expect(errorsOf(compiled, candidate)).toEqual(expected);
    }
  });
});
