import type { EntitySchema, FieldDef } from './entity-types';

/**
 * A camelCase word is a field key, not a heading: an export column titled `userName` showed the
 * raw key in the export dialog and the CSV (issue 28). Headings are texts for people (Chinese in
 * the schema, English beside it); `ID` and other capitalised words stay allowed.
 */
const LOOKS_LIKE_KEY = /^[a-z][A-Za-z0-9_]*$/;

/** Every list.export column has a heading for people: its own title or its field's. */
export function checkExportTitles(entity: EntitySchema, fields: Record<string, FieldDef>): string[] {
  return (entity.list?.export?.fields ?? []).flatMap((item) => {
    const name = typeof item === 'string' ? item : item.field;
    const title = (typeof item === 'string' ? undefined : item.title) ?? fields[name]?.title;
    if (!fields[name]) return [];
    if (!title) return [`list.export: ${name} has no title to head its column`];
    return LOOKS_LIKE_KEY.test(title)
      ? [`list.export: ${name}'s heading "${title}" is a field key; give the column a title people read`]
      : [];
  });
}
