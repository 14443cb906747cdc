import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import metaSchema from '../../schemas/entity.schema.json';

/** How the meta-schema is compiled, here and ahead of time (server/tools/entity-shape-code.mjs). */
export const SHAPE_AJV_OPTIONS = { allErrors: true, strict: false } as const;

let compiled: ValidateFunction | undefined;

/**
 * The meta-schema check of an entity file (schemas/entity.schema.json), compiled on first use.
 * Compiling it takes a fifth of a second: the server's build replaces this module with the same
 * validator compiled to code at build time (ajv standalone, server/tools/entity-shape-code.mjs),
 * so a start only runs it (issue 17, goal 5). Same options, same errors either way.
 */
export function shapeValidator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv(SHAPE_AJV_OPTIONS);
    addFormats(ajv);
    compiled = ajv.compile(metaSchema);
  }
  return compiled;
}
