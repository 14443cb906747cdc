import { AjvCompiler } from '@fastify/ajv-compiler';
import type { Ajv } from 'ajv';
import type { FastifyServerOptions } from 'fastify';
import { addRequestFormats } from './request-formats.js';

type BuildValidator = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Fastify's own validator compiler (@fastify/ajv-compiler, the same options and shared schemas),
 * compiling each route schema on the route's first request instead of all of them when the server
 * gets ready: about 0.2 s of every start (issue 17, goal 5) for routes most starts never see.
 * The compiled function and its errors are ajv's own, so answers to bad input do not change; the
 * one addition is our date formats (request-formats.ts).
 *
 * Trade-off: a schema ajv cannot compile fails its route's requests (a 500) instead of the start;
 * the API tests call every route with a schema. Header schemas are not lower-cased (Fastify skips
 * that for a custom compiler); no route declares one.
 */
export function lazyValidatorCompiler(): BuildValidator {
  const pool = AjvCompiler();
  const build = (externalSchemas: unknown, fastifyOptions: unknown) => {
    // Our date formats (request-formats.ts) on every route's ajv, after ajv-formats' own.
    const given = (fastifyOptions ?? {}) as { onCreate?: (ajv: Ajv) => void };
    const options = {
      ...given,
      onCreate: (ajv: Ajv) => {
        given.onCreate?.(ajv);
        addRequestFormats(ajv);
      },
    };
    let compile: ((route: unknown) => Validate) | undefined;
    return (route: unknown) => {
      let validate: Validate | undefined;
      const compiled = () => {
        if (validate) return validate;
        compile ??= pool(externalSchemas as never, options as never) as never;
        validate = compile(route);
        return validate;
      };
      const lazy: Validate = (data, context) => {
        const real = compiled();
        const result = real.schemaEnv ? real(data, context) : real(data);
        if (result instanceof Promise) {
          return result.then((value) => {
            lazy.errors = real.errors;
            return value;
          });
        }
        lazy.errors = real.errors;
        return result;
      };
      // Fastify passes the parent (the request) only to functions with a schemaEnv, as ajv's have:
      // coercion and defaults can then replace the value itself.
      lazy.schemaEnv = true;
      return lazy;
    };
  };
  // Fastify's type wants ajv's full ValidateFunction; it calls only the function and reads errors.
  return build as unknown as BuildValidator;
}
