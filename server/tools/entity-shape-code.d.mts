/** Types of entity-shape-code.mjs (plain JavaScript: the server's build runs it with node alone). */
export const SHAPE_AJV_OPTIONS: { allErrors: boolean; strict: boolean };
export const ENTITY_SHAPE_MODULE: RegExp;
export const META_SCHEMA: string;
export function entityShapeCode(root: string): string;
