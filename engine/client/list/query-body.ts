import type { EntitySchema } from '../../schema/entity-types';
import type { QueryBody } from '../data/data-provider';
import type { FilterValues, ListSort } from './list-reducer';

export interface QueryRequest {
  filters: FilterValues;
  page: number;
  pageSize: number;
  sort?: ListSort | undefined;
}

/**
 * The POST <endpoint>/query body: pagedQueryInfo (index from 1) plus the applied filters. A
 * hospital-scoped entity always carries hospCode: its own filter if set, else the page's hospital.
 */
export function buildQueryBody(entity: EntitySchema, request: QueryRequest, hospCode: string | undefined): QueryBody {
  const body: QueryBody = {
    pagedQueryInfo: {
      index: request.page,
      pageSize: request.pageSize,
      ...(request.sort ? { sortField: request.sort.field, sortOrder: request.sort.order } : {}),
    },
    ...request.filters,
  };
  if (entity.scope === 'hospital' && body.hospCode === undefined && hospCode) body.hospCode = hospCode;
  return body;
}
