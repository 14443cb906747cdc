/**
 * Schemas shared by the bespoke routes (those outside the entity engine). Every such route declares
 * its query string and, for a POST, its body, so what it is sent is applied or refused with a
 * message naming the parameter, never silently dropped; the same schema is what /api/openapi.json
 * shows.
 */

/** A route that reads nothing from its query string: any parameter is refused (不支持的参数 x). */
export const noQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * A POST that reads nothing from its body: none, `{}`, or only `hsopCode`, the current hospital the
 * original console sends with every call of some screens (seed 001 section 3; the engine takes it
 * as well, engine/server/request-checks.ts CLIENT_CONTEXT_KEYS).
 */
export const noBody = {
  type: ['object', 'null'],
  properties: { hsopCode: { type: 'string', maxLength: 32, description: '控制台附带的当前医院编号（不使用）' } },
  additionalProperties: false,
} as const;

/** Path parameters of one name: text of a sane length, the handler checks the rest with its own message. */
export const pathParams = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', maxLength: 200 }])),
    additionalProperties: false,
  }) as const;
