import type { DialogDef, EntitySchema, FieldDef } from '../../engine/schema/entity-types.js';
import { dialogFields } from '../../engine/schema/dialog-json-schema.js';
import type { ApiClient } from './api-client.js';

/** The hospital every generated hospital-scoped write goes to. */
export const BODY_HOSPITAL = '10001';
const ROOT = '0'.repeat(24);
const DAY = '2026-01-15';

/**
 * Valid write bodies for any entity, built from its schema alone: the dialog's required fields
 * (and those its `when` rules require for the values chosen), each given a value its rules accept.
 * Options come from the server (dictionaries, selectors), so a body passes the server's checks too.
 */
export class EntityBodies {
  private options = new Map<string, unknown[]>();
  constructor(
    private readonly api: ApiClient,
    private readonly token: () => string,
    private readonly unique: string,
  ) {}

  private async optionValues(type: '0' | '1', resource: string): Promise<unknown[]> {
    const key = `${type}/${resource}`;
    if (!this.options.has(key)) {
      const response = await this.api.get<{ value: unknown }[]>(`/api/selector/${type}/${resource}?hospCode=${BODY_HOSPITAL}`, {
        token: this.token(),
      });
      this.options.set(key, response.body.code === '0' ? response.body.data.map((option) => option.value) : []);
    }
    return this.options.get(key)!;
  }

  /** Text matching the field's pattern and length, unique to this run where that matters. */
  private text(field: FieldDef, rulePattern: string | undefined, salt: string): string {
    const pattern = rulePattern ?? field.pattern;
    const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
    const candidates =
      field.format === 'email'
        ? [`audit${salt}@example.com`]
        : field.format === 'uri'
          ? [`https://example.com/${salt}`]
          : [
              `审计${this.unique}${salt}`,
              `Audit_${this.unique}${salt}`,
              `1${digits}${salt.length}`.slice(0, 11),
              `13${digits}`,
              'Audit_pw_123',
              '39.9',
              `https://example.com/${salt}`,
              `audit${salt}@example.com`,
            ];
    const min = field.minLength ?? 0;
    const max = field.maxLength ?? 200;
    const fits = (value: string) => value.length >= min && value.length <= max && (!pattern || new RegExp(pattern, 'u').test(value));
    const found = candidates.map((value) => value.slice(0, max)).find(fits);
    if (!found) throw new Error(`no generated text fits ${pattern ?? ''} (${min}..${max})`);
    return found;
  }

  /** One value for a field, as its dialog's rules allow. */
  async value(entity: EntitySchema, dialog: DialogDef, name: string, salt = ''): Promise<unknown> {
    const field = entity.fields[name] ?? ({ type: 'string' } as FieldDef);
    const rule = dialog.rules?.[name] as { enum?: unknown[]; minimum?: number; maximum?: number; pattern?: string } | undefined;
    if (name === 'hospCode' && entity.scope === 'hospital') return BODY_HOSPITAL;
    if (rule?.enum?.length) return rule.enum[0];
    if (entity.tree?.parentField === name) return ROOT;
    const source = field.options;
    let choices: unknown[] | undefined;
    if (source && 'values' in source) choices = source.values.map((option) => option.value);
    if (source && 'dictionary' in source) choices = await this.optionValues('0', source.dictionary);
    if (source && 'resource' in source) choices = await this.optionValues('1', source.resource);
    if (field.type === 'array') return choices?.length ? [choices[0]] : [await this.item(field.items as FieldDef | undefined)];
    // A free-text field offering suggestions (autoComplete) that must be unique gets a new text, not a taken suggestion.
    const mustBeNew = field.widget === 'autoComplete' && (entity.unique ?? []).some((rule) => rule.fields.includes(name));
    if (choices?.length && field.type !== 'boolean' && !mustBeNew) return choices[0];
    switch (field.type) {
      case 'boolean':
        return false;
      case 'integer':
      case 'number':
        return Math.min(Math.max(1, rule?.minimum ?? field.minimum ?? 1), rule?.maximum ?? field.maximum ?? 1000);
      case 'object':
        return this.item(field);
      default:
        if (field.format === 'date') return DAY;
        if (field.format === 'date-time') return `${DAY} 10:00:00`;
        return this.text(field, rule?.pattern, salt);
    }
  }

  /** An object of an array's items (its required properties), or a short text. */
  private async item(items: FieldDef | undefined): Promise<unknown> {
    if (items?.type !== 'object') return `审计${this.unique}`;
    const properties = (items.properties ?? {}) as Record<string, FieldDef>;
    // `required` is a list, or (in the engine's form) a message per property.
    const listed = (items as { required?: string[] | Record<string, string> }).required;
    const required = Array.isArray(listed) ? listed : listed ? Object.keys(listed) : Object.keys(properties);
    const object: Record<string, unknown> = {};
    for (const name of required) {
      const property = properties[name];
      if (!property) continue;
      const source = property.options;
      const choices =
        source && 'dictionary' in source
          ? await this.optionValues('0', source.dictionary)
          : source && 'values' in source
            ? source.values.map((option) => option.value)
            : [];
      object[name] = choices.length
        ? choices[0]
        : property.type === 'boolean'
          ? false
          : property.type === 'integer' || property.type === 'number'
            ? 1
            : `审计${this.unique}`;
    }
    return object;
  }

  /** The dialog's required fields with values, plus what its `when` rules then require. */
  async body(entity: EntitySchema, dialogName: string, base: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const dialog = entity.dialogs[dialogName]!;
    const fields = dialogFields(entity, dialogName);
    const body: Record<string, unknown> = {};
    for (const name of fields) if (base[name] !== undefined) body[name] = base[name];
    const fill = async (names: string[]) => {
      for (const name of names)
        if (body[name] === undefined && fields.includes(name))
          body[name] = await this.value(entity, dialog, name, name.length.toString(36));
    };
    await fill(Object.keys(dialog.required ?? {}));
    for (const rule of dialog.when ?? []) {
      const holds = Object.entries(rule.when).every(([name, values]) => (values as unknown[]).includes(body[name]));
      if (holds) await fill(Object.keys(rule.required));
    }
    if (entity.scope === 'hospital') body.hospCode = BODY_HOSPITAL;
    return body;
  }

  /** A plain text field of the dialog (no options, pattern or format; a text box or textarea): the one a test changes to see its diff. */
  plainTextField(entity: EntitySchema, dialogName: string, among: string[]): string | undefined {
    const dialog = entity.dialogs[dialogName];
    if (!dialog) return undefined;
    const fields = dialogFields(entity, dialogName);
    return among.find((name) => {
      const field = entity.fields[name];
      const plainWidget = !field?.widget || field.widget === 'textarea' || field.widget === 'text';
      return (
        fields.includes(name) &&
        field?.type === 'string' &&
        !field.options &&
        !field.pattern &&
        !field.format &&
        !field.writeOnly &&
        plainWidget &&
        !dialog.rules?.[name]
      );
    });
  }
}
