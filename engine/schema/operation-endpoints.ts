import {
  actionKindOf,
  OPERATION_PATHS,
  type EndpointDef,
  type EntitySchema,
  type OperationName,
  type OperationRoute,
} from './entity-types';

/**
 * A schema may serve one of its operations through a declared endpoint of the same name
 * (`endpoints: [{name: 'query', handler: 'hosp-user-info/query'}]`): the host's handler replaces
 * the engine's SQL (rows joined across the platform and a hospital schema, a table the engine does
 * not own), while the screens keep their buttons and dialogs and call the operation as usual, at
 * the endpoint's own `path` when it has one.
 */
export function endpointServing(entity: EntitySchema, operation: OperationName): EndpointDef | undefined {
  if (!entity.operations.includes(operation)) return undefined;
  return entity.endpoints?.find((endpoint) => endpoint.name === operation);
}

/**
 * Where the screens call an operation: `<endpoint>/<operation>`, the path of the endpoint serving
 * it, or the path its `operationRoutes` entry gives (`:param` segments are the caller's to fill).
 */
export function operationPath(entity: EntitySchema, operation: OperationName): string {
  return (
    endpointServing(entity, operation)?.path ??
    entity.operationRoutes?.[operation]?.path ??
    `${entity.endpoint}/${OPERATION_PATHS[operation]}`
  );
}

/** The HTTP method of an engine operation: POST unless `operationRoutes` names another (PUT, DELETE ...). */
export function operationMethod(entity: EntitySchema, operation: OperationName): NonNullable<OperationRoute['method']> {
  if (endpointServing(entity, operation)) return endpointServing(entity, operation)?.method ?? 'POST';
  return entity.operationRoutes?.[operation]?.method ?? 'POST';
}

/** Operations the engine serves with its own SQL on the entity's table. */
export const engineOperations = (entity: EntitySchema): OperationName[] =>
  entity.operations.filter((operation) => !endpointServing(entity, operation));

/**
 * Whether the engine reads or writes the entity's table at all (its operations and form actions);
 * when every call is a handler's, the table is the handlers' business and the engine creates none.
 */
export const engineOwnsTable = (entity: EntitySchema): boolean =>
  engineOperations(entity).length > 0 || (entity.actions ?? []).some((action) => actionKindOf(action) === 'form');
