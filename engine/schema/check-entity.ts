import { actionKindOf, type EntitySchema } from './entity-types';
import { checkExportTitles } from './check-export';
import { checkListParams, checkLookups } from './check-list-params';
import { checkListSummary, checkSetActions } from './check-declarative-features';
import { checkMenuDeclaration } from './check-menus';
import { shapeValidator } from './entity-shape';
import { allFields, ROW_VERSION, SYSTEM_FIELDS } from './system-fields';

/**
 * Every problem with an entity file: its shape against the meta-schema, then what JSON Schema
 * cannot say (names that must refer to declared fields, operations that need dialogs, ...).
 * An empty list means both engines can interpret it.
 */
export function checkEntity(candidate: unknown): string[] {
  if (typeof candidate === 'object' && candidate !== null && 'extends' in candidate) {
    return ['extends: resolve the file first (resolveEntities in engine/schema/resolve-entities.ts)'];
  }
  const validateShape = shapeValidator();
  if (!validateShape(candidate)) {
    return (validateShape.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  }
  return checkReferences(candidate as unknown as EntitySchema);
}

function checkReferences(entity: EntitySchema): string[] {
  const problems: string[] = [];
  if (entity.scope === 'hospital' && 'hospCode' in entity.fields) {
    problems.push('fields.hospCode: a hospital-scoped entity gets hospCode from its scope');
  }
  for (const name of Object.keys(entity.fields)) {
    if (name in SYSTEM_FIELDS) problems.push(`fields.${name}: the server keeps ${name} itself`);
  }
  // The version is the server's: read by every read, and named nowhere a schema shows, filters or writes.
  const { [ROW_VERSION]: _version, ...fields } = allFields(entity);
  const known = (name: string, where: string) => {
    if (name === ROW_VERSION)
      problems.push(`${where}: ${ROW_VERSION} (the row's version) is never a filter, column, export or dialog field`);
    else if (!fields[name]) problems.push(`${where}: unknown field ${name}`);
    return fields[name];
  };
  const readable = (name: string, where: string) => {
    const field = known(name, where);
    if (field?.writeOnly) problems.push(`${where}: write-only field ${name} cannot be shown, filtered or exported`);
  };
  const list = entity.list;
  list?.filters?.forEach((name) => {
    readable(name, 'list.filters');
  });
  list?.advancedFilters?.forEach((name) => {
    readable(name, 'list.advancedFilters');
  });
  list?.columns.forEach((column) => {
    readable(typeof column === 'string' ? column : column.field, 'list.columns');
  });
  list?.expanded?.fields.forEach((name) => {
    readable(name, 'list.expanded');
  });
  list?.export?.fields.forEach((item) => {
    readable(typeof item === 'string' ? item : item.field, 'list.export');
  });
  problems.push(...checkExportTitles(entity, fields));
  if (list?.defaultSort) known(list.defaultSort.field, 'list.defaultSort');
  problems.push(...checkListParams(entity, fields), ...checkLookups(entity, fields));
  Object.keys(entity.fixedFilters ?? {}).forEach((name) => {
    known(name, 'fixedFilters');
  });
  if (entity.hospitalTag !== undefined) {
    // A hospital-scoped table is one hospital's already; a tag there would be a second, conflicting scope.
    if (entity.scope !== 'platform') problems.push('hospitalTag: only platform entities tag rows with a hospital');
    const tag = known(entity.hospitalTag, 'hospitalTag');
    if (tag && (tag.type !== 'string' || tag.writeOnly || tag.virtual))
      problems.push(`hospitalTag: ${entity.hospitalTag} must be a stored string field`);
  }
  if (entity.globalWhen !== undefined) {
    if (entity.hospitalTag === undefined) problems.push('globalWhen: only with hospitalTag');
    for (const name of Object.keys(entity.globalWhen)) {
      const field = known(name, 'globalWhen');
      if (field && (field.writeOnly || field.virtual)) problems.push(`globalWhen: ${name} must be a stored field`);
    }
  }

  for (const [name, field] of Object.entries(entity.fields)) {
    const required = field.items?.required;
    const names = Array.isArray(required) ? required : Object.keys(required ?? {});
    names
      .filter((item) => !field.items?.properties?.[item])
      .forEach((item) => {
        problems.push(`fields.${name}.items.required: unknown item field ${item}`);
      });
  }

  for (const [dialogName, dialog] of Object.entries(entity.dialogs)) {
    const where = `dialogs.${dialogName}`;
    dialog.fields?.forEach((name) => {
      known(name, `${where}.fields`);
    });
    const inDialog = (name: string, what: string) => {
      known(name, `${where}.${what}`);
      if (dialog.fields && !dialog.fields.includes(name)) problems.push(`${where}.${what}: ${name} is not one of the dialog's fields`);
    };
    Object.keys(dialog.required ?? {}).forEach((name) => {
      inDialog(name, 'required');
    });
    Object.keys(dialog.rules ?? {}).forEach((name) => {
      inDialog(name, 'rules');
    });
    dialog.when?.forEach((rule) => {
      Object.keys(rule.when).forEach((name) => {
        inDialog(name, 'when');
      });
      Object.keys(rule.required).forEach((name) => {
        inDialog(name, 'when.required');
      });
    });
    dialog.locks?.forEach((lock) => {
      Object.keys(lock.when).forEach((name) => {
        inDialog(name, 'locks.when');
      });
      Object.keys(lock.values).forEach((name) => {
        inDialog(name, 'locks.values');
      });
    });
    Object.keys(dialog.widgets ?? {}).forEach((name) => {
      inDialog(name, 'widgets');
    });
  }

  const needDialog: [string, string][] = [
    ['add', 'add'],
    ['update', 'edit'],
    ['batchUpdate', 'batch'],
  ];
  for (const [operation, dialog] of needDialog) {
    if (entity.operations.includes(operation as never) && !entity.dialogs[dialog]) {
      problems.push(`operation ${operation} needs dialogs.${dialog}`);
    }
  }
  problems.push(...checkActions(entity));
  problems.push(...checkListSummary(entity, fields), ...checkSetActions(entity, fields));
  for (const operation of Object.keys(entity.operationRoutes ?? {})) {
    if (!entity.operations.includes(operation as never)) problems.push(`operationRoutes.${operation}: the entity has no such operation`);
  }
  for (const operation of Object.keys(entity.permissions)) {
    if (operation !== 'export' && operation !== 'batch' && !entity.operations.includes(operation as never)) {
      problems.push(`permissions.${operation}: the entity has no such operation`);
    }
  }
  if (entity.kind === 'tree') {
    if (!entity.tree) problems.push('a tree needs `tree`');
    if (!entity.operations.includes('treeQuery')) problems.push('a tree needs the treeQuery operation');
    if (entity.tree) {
      known(entity.tree.parentField, 'tree.parentField');
      known(entity.tree.labelField, 'tree.labelField');
      Object.keys(entity.tree.deletedWhen ?? {}).forEach((name) => {
        known(name, 'tree.deletedWhen');
      });
    }
  } else if (!entity.list) {
    problems.push('a list needs `list`');
  }
  if (entity.operations.includes('undeleteTreeQuery') && !entity.tree?.deletedWhen) {
    problems.push('undeleteTreeQuery needs tree.deletedWhen');
  }
  entity.unique?.forEach((rule) => {
    rule.fields.forEach((name) => {
      known(name, 'unique');
    });
  });
  problems.push(...checkMenuDeclaration(entity));
  return problems;
}

/** Actions name dialogs, endpoints and other actions that must exist; endpoints name dialogs. */
function checkActions(entity: EntitySchema): string[] {
  const problems: string[] = [];
  const endpoints = new Map((entity.endpoints ?? []).map((endpoint) => [endpoint.name, endpoint]));
  const actionNames = new Set<string>();
  for (const action of entity.actions ?? []) {
    const where = `actions.${action.name}`;
    if (actionNames.has(action.name)) problems.push(`${where}: two actions share the name`);
    actionNames.add(action.name);
    const kind = actionKindOf(action);
    if (kind === 'form' && 'dialog' in action && !entity.dialogs[action.dialog]) problems.push(`${where}: no dialog ${action.dialog}`);
    if (action.kind === 'operation') {
      const endpoint = endpoints.get(action.endpoint ?? action.name);
      if (!endpoint) problems.push(`${where}: no endpoint ${action.endpoint ?? action.name}`);
      else if ((endpoint.method ?? 'POST') !== 'POST') problems.push(`${where}: endpoint ${endpoint.name} must be POST`);
      if (action.selection && action.placement !== 'selection') problems.push(`${where}: selection applies to placement selection only`);
    }
    if (action.visibleWhen && (action.placement ?? 'row') !== 'row') problems.push(`${where}: visibleWhen applies to row actions only`);
    if (action.kind === 'custom' && (action.replacesAdd || action.busyButton) && action.placement !== 'toolbar')
      problems.push(`${where}: replacesAdd and busyButton apply to toolbar actions only`);
  }
  for (const action of entity.actions ?? []) {
    if (action.kind === 'operation' && action.next && !actionNames.has(action.next.action)) {
      problems.push(`actions.${action.name}.next: no action ${action.next.action}`);
    }
  }
  const paths = new Set<string>();
  for (const endpoint of entity.endpoints ?? []) {
    const key = `${endpoint.method ?? 'POST'} ${endpoint.path ?? endpoint.name}`;
    if (paths.has(key)) problems.push(`endpoints.${endpoint.name}: two endpoints share ${key}`);
    paths.add(key);
    if (actionNames.has(endpoint.name) && entity.actions?.some((a) => a.name === endpoint.name && actionKindOf(a) === 'form')) {
      problems.push(`endpoints.${endpoint.name}: a form action already serves this path`);
    }
  }
  return problems;
}
