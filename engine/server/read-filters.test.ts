import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { EntitySchema } from '../schema/entity-types';
import { addReadFilter, createEntityExtensions, hasReadFilters, runReadFilters } from './entity-extensions';

const entity = { name: 'doc' } as EntitySchema;
const request = {} as FastifyRequest;

describe('read filters', () => {
  it('leave the engine’s own condition alone when an entity has none', async () => {
    const extensions = createEntityExtensions();
    const own = sql<boolean>`t.is_global`;
    expect(hasReadFilters(extensions, 'doc')).toBe(false);
    expect(await runReadFilters(extensions, { entity, request, schema: 'platform', condition: own })).toBe(own);
  });

  it('run in the order added, each given the condition the last one answered', async () => {
    const extensions = createEntityExtensions();
    const seen: unknown[] = [];
    const first = sql<boolean>`true`;
    const second = sql<boolean>`false`;
    addReadFilter(extensions, 'doc', async ({ condition }) => {
      seen.push(condition);
      return first;
    });
    addReadFilter(extensions, 'doc', async ({ condition }) => {
      seen.push(condition);
      return second;
    });
    expect(hasReadFilters(extensions, 'doc')).toBe(true);
    expect(hasReadFilters(extensions, 'other')).toBe(false);
    expect(await runReadFilters(extensions, { entity, request, schema: 'platform', condition: undefined })).toBe(second);
    expect(seen).toEqual([undefined, first]);
  });
});
