import type { EntitySchema, OptionSource } from '../../schema/entity-types';
import type { QueryBody } from './data-provider';

/**
 * One react-query key factory per entity. The hospital code sits right after the entity name in
 * every key, so a write invalidates exactly that hospital's lists, trees and details by prefix.
 */
export function entityQueryKeys(entity: EntitySchema) {
  const all = ['entity', entity.name] as const;
  const scope = (hospCode: string | undefined) => [...all, hospCode ?? ''] as const;
  return {
    all,
    scope,
    list: (hospCode: string | undefined, body: QueryBody) => [...scope(hospCode), 'list', body] as const,
    tree: (hospCode: string | undefined) => [...scope(hospCode), 'tree'] as const,
    detail: (hospCode: string | undefined, id: string) => [...scope(hospCode), 'detail', id] as const,
  };
}

/** Options of a select: dictionaries and resources do not belong to one entity. */
export const optionsQueryKey = (source: OptionSource, hospCode: string | undefined) => ['options', hospCode ?? '', source] as const;
