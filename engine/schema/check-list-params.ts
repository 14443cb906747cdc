import type { EntitySchema, FieldDef, ParamCondition } from './entity-types';

/**
 * What the meta-schema cannot say about list parameters and lookups: the fields they name exist
 * in this entity and can be read. (The entities a lookup or a `via` names are checked when the
 * catalogue links them: resolve-entities.ts.)
 */
export function checkListParams(entity: EntitySchema, fields: Record<string, FieldDef>): string[] {
  const problems: string[] = [];
  const params = entity.list?.params ?? {};
  const readable = (name: string, where: string): FieldDef | undefined => {
    const field = fields[name];
    if (!field) problems.push(`${where}: unknown field ${name}`);
    else if (field.writeOnly) problems.push(`${where}: write-only field ${name} cannot be shown, filtered or exported`);
    return field;
  };
  const checkCondition = (condition: ParamCondition, where: string) => {
    const field = readable(condition.field, where);
    if (condition.match === 'coversMonth') readable(condition.endField, `${where}.endField`);
    if (condition.match === 'olderThan' && field && field.format !== 'date-time' && field.format !== 'date') {
      problems.push(`${where}: olderThan needs a date or date-time field`);
    }
    Object.keys(condition.with ?? {}).forEach((name) => {
      readable(name, `${where}.with`);
    });
    if (condition.match === 'monthsAfter' && !params[condition.monthParam]) {
      problems.push(`${where}: monthParam ${condition.monthParam} is not a param`);
    }
  };
  for (const [name, param] of Object.entries(params)) {
    const where = `list.params.${name}`;
    if (param.match === 'context') continue;
    if (param.match === 'anyOf') {
      for (const [index, condition] of param.anyOf.entries()) checkCondition(condition, `${where}.anyOf.${index}`);
    } else checkCondition(param, where);
  }
  return problems;
}

/** A lookup's fallback is a readable field of this entity. */
export function checkLookups(entity: EntitySchema, fields: Record<string, FieldDef>): string[] {
  return Object.entries(entity.fields).flatMap(([name, field]) => {
    const fallback = field.lookup?.fallbackField;
    if (!fallback) return [];
    const other = fields[fallback];
    if (!other || other.writeOnly || other.virtual) return [`fields.${name}.lookup.fallbackField: no readable field ${fallback}`];
    return [];
  });
}
