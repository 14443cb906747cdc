// Plain JavaScript: run by the server's build (build-stamp.mjs) with node alone.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, _ } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';

/** engine/schema/entity-shape.ts's SHAPE_AJV_OPTIONS (tests/unit/entity-shape-code.test.ts holds them equal). */
export const SHAPE_AJV_OPTIONS = { allErrors: true, strict: false };

/** The module the server's build puts in place of engine/schema/entity-shape.ts. */
export const ENTITY_SHAPE_MODULE = /[\\/]engine[\\/]schema[\\/]entity-shape\.ts$/;
export const META_SCHEMA = 'schemas/entity.schema.json';

/**
 * engine/schema/entity-shape.ts compiled ahead of time: the meta-schema check as ajv standalone
 * code (the same options and formats, so the same errors), exporting what that module exports.
 * Compiling the meta-schema at run time took about a fifth of every server start (issue 17, goal 5).
 * The code requires ajv's runtime helpers and ajv-formats' formats from node_modules at run time.
 */
export function entityShapeCode(root) {
  const metaSchema = JSON.parse(fs.readFileSync(path.join(root, META_SCHEMA), 'utf8'));
  const ajv = new Ajv({ ...SHAPE_AJV_OPTIONS, code: { source: true, esm: true, formats: _`__formats` } });
  addFormats(ajv);
  const validate = ajv.compile(metaSchema);
  const code = (standaloneCode.default ?? standaloneCode)(ajv, validate);
  return [
    // The standalone code calls require() for ajv's runtime helpers (equal, ucs2length).
    "import { createRequire as __createRequire } from 'node:module';",
    'const require = __createRequire(import.meta.url);',
    'const __formats = require("ajv-formats/dist/formats").fullFormats;',
    code,
    `export const SHAPE_AJV_OPTIONS = ${JSON.stringify(SHAPE_AJV_OPTIONS)};`,
    'export function shapeValidator() { return validate; }',
    '',
  ].join('\n');
}
