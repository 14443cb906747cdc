import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntity } from './check-entity';
import { resolveEntities, schemaRefOf, type SchemaFiles } from './resolve-entities';

const schemasDir = path.resolve(__dirname, '../../schemas');
const files: SchemaFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<unknown>(['../../schemas/*.json', '../../schemas/shared/*.json'], { eager: true, import: 'default' }),
  ).flatMap(([file, json]) => {
    const ref = schemaRefOf(file);
    return ref ? [[ref, json]] : [];
  }),
);
// <name>.en.json beside a schema is its English, checked with it by resolveEntities.
const entityFiles = fs
  .readdirSync(schemasDir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.en.json') && file !== 'entity.schema.json');

describe('every file in schemas/', () => {
  const entities = new Map(resolveEntities(files).map((entity) => [entity.name, entity]));

  it.each(entityFiles)('%s, resolved (extends, lookups), validates against the meta-schema and its references hold', (file) => {
    const entity = entities.get(file.replace(/\.json$/, ''));
    expect(entity).toBeDefined();
    expect(checkEntity(entity)).toEqual([]);
    expect(`${entity!.name}.json`).toBe(file);
  });
});

describe('checkEntity refuses', () => {
  const dic = JSON.parse(fs.readFileSync(path.join(schemasDir, 'dic.json'), 'utf8'));

  it('an unknown top-level key', () => {
    expect(checkEntity({ ...dic, colour: 'red' })).toEqual(['/ must NOT have additional properties']);
  });

  it('a hospitalTag on a field that does not exist, that is no string, or on a hospital-scoped entity', () => {
    expect(checkEntity({ ...dic, hospitalTag: 'nope' })).toEqual(['hospitalTag: unknown field nope']);
    expect(checkEntity({ ...dic, hospitalTag: 'sort' })).toEqual(['hospitalTag: sort must be a stored string field']);
    expect(checkEntity({ ...dic, scope: 'hospital', hospitalTag: 'type' })).toContain(
      'hospitalTag: only platform entities tag rows with a hospital',
    );
    expect(checkEntity({ ...dic, hospitalTag: 'type' })).toEqual([]);
  });

  it('the version anywhere a schema shows, filters or writes fields, and a field named like a system field', () => {
    expect(checkEntity({ ...dic, list: { ...dic.list, columns: [...dic.list.columns, 'rowVersion'] } })).toEqual([
      "list.columns: rowVersion (the row's version) is never a filter, column, export or dialog field",
    ]);
    expect(checkEntity({ ...dic, list: { ...dic.list, filters: ['rowVersion'] } })).toEqual([
      "list.filters: rowVersion (the row's version) is never a filter, column, export or dialog field",
    ]);
    const edit = { ...dic.dialogs.edit, fields: [...dic.dialogs.edit.fields, 'rowVersion'] };
    expect(checkEntity({ ...dic, dialogs: { ...dic.dialogs, edit } })).toEqual([
      "dialogs.edit.fields: rowVersion (the row's version) is never a filter, column, export or dialog field",
    ]);
    const fields = { ...dic.fields, rowVersion: { type: 'integer', title: '版本' } };
    expect(checkEntity({ ...dic, fields })).toEqual(['fields.rowVersion: the server keeps rowVersion itself']);
  });

  it('a filter over a field that does not exist', () => {
    expect(checkEntity({ ...dic, list: { ...dic.list, filters: ['nope'] } })).toEqual(['list.filters: unknown field nope']);
  });

  it('a write-only field among the columns', () => {
    const fields = { ...dic.fields, secret: { type: 'string', title: '密', writeOnly: true } };
    expect(checkEntity({ ...dic, fields, list: { ...dic.list, columns: ['secret'] } })).toEqual([
      'list.columns: write-only field secret cannot be shown, filtered or exported',
    ]);
  });

  it('an update operation without an edit dialog', () => {
    const { edit: _edit, ...dialogs } = dic.dialogs;
    expect(checkEntity({ ...dic, dialogs })).toEqual(['operation update needs dialogs.edit']);
  });

  it('a tree without treeQuery', () => {
    const tree = { parentField: 'type', labelField: 'val', hasChildrenMessage: 'x' };
    expect(checkEntity({ ...dic, kind: 'tree', tree })).toEqual(['a tree needs the treeQuery operation']);
  });
});

describe('checkEntity and actions', () => {
  const dic = JSON.parse(fs.readFileSync(path.join(schemasDir, 'dic.json'), 'utf8'));
  const withActions = (actions: unknown[], endpoints: unknown[] = []) => ({ ...dic, actions, endpoints });

  it('accepts one action of each kind over a declared endpoint', () => {
    const entity = withActions(
      [
        {
          kind: 'operation',
          name: 'run',
          label: '执行',
          confirm: '确定?',
          body: { id: '{id}' },
          next: { action: 'open', question: '查看?' },
        },
        {
          kind: 'operation',
          name: 'runAll',
          label: '批量执行',
          endpoint: 'run',
          placement: 'selection',
          selection: 'each',
          body: { id: '{id}' },
        },
        { kind: 'navigate', name: 'open', label: '查看', to: '/admin/x?id={id}' },
        { kind: 'custom', name: 'wizard', label: '向导', component: 'someWizard', placement: 'toolbar' },
      ],
      [{ name: 'run', handler: 'dic/run' }],
    );
    expect(checkEntity(entity)).toEqual([]);
  });

  it('refuses an operation without its endpoint, a follow-up that does not exist and misplaced options', () => {
    const entity = withActions([
      { kind: 'operation', name: 'run', label: '执行', body: {}, selection: 'each', next: { action: 'nope', question: '?' } },
      { kind: 'navigate', name: 'open', label: '查看', to: '/x', placement: 'toolbar', visibleWhen: { val: ['1'] } },
    ]);
    expect(checkEntity(entity)).toEqual([
      'actions.run: no endpoint run',
      'actions.run: selection applies to placement selection only',
      'actions.open: visibleWhen applies to row actions only',
      'actions.run.next: no action nope',
    ]);
  });

  it('refuses a form action without its dialog and a kind with the wrong keys', () => {
    expect(checkEntity(withActions([{ name: 'reset', label: '重置', dialog: 'missing' }]))).toEqual(['actions.reset: no dialog missing']);
    expect(checkEntity(withActions([{ kind: 'navigate', name: 'open', label: '查看', dialog: 'edit' }]))).not.toEqual([]);
  });
});

describe('checkEntity on lookups and link parameters', () => {
  const dic = JSON.parse(fs.readFileSync(path.join(schemasDir, 'dic.json'), 'utf8'));
  const withParams = (params: Record<string, unknown>) => ({ ...dic, list: { ...dic.list, params } });

  it('refuses a file that still extends another: it must be resolved first', () => {
    expect(checkEntity({ ...dic, extends: 'shared/x' })).toEqual([
      'extends: resolve the file first (resolveEntities in engine/schema/resolve-entities.ts)',
    ]);
  });

  it('checks the fields of anyOf branches, via conditions and olderThan', () => {
    expect(
      checkEntity(
        withParams({
          who: {
            match: 'anyOf',
            anyOf: [
              { field: 'nope', match: 'equals' },
              { field: 'type', match: 'via', via: { entity: 'acct', field: 'acctName' }, with: { gone: ['1', '2'] } },
            ],
          },
          old: { field: 'type', match: 'olderThan', hours: 72 },
        }),
      ),
    ).toEqual([
      'list.params.who.anyOf.0: unknown field nope',
      'list.params.who.anyOf.1.with: unknown field gone',
      'list.params.old: olderThan needs a date or date-time field',
    ]);
  });

  it('refuses the shapes that cannot work: anyOf with a field, via without its target, olderThan without hours', () => {
    expect(
      checkEntity(
        withParams({
          who: {
            match: 'anyOf',
            field: 'type',
            anyOf: [
              { field: 'type', match: 'equals' },
              { field: 'val', match: 'equals' },
            ],
          },
        }),
      ),
    ).not.toEqual([]);
    expect(checkEntity(withParams({ who: { field: 'type', match: 'via' } }))).not.toEqual([]);
    expect(checkEntity(withParams({ old: { field: 'createDateTime', match: 'olderThan' } }))).not.toEqual([]);
  });

  it('refuses a lookup fallback that is not a field', () => {
    const fields = {
      ...dic.fields,
      type: { ...dic.fields.type, lookup: { entity: 'acct', labelField: 'acctName', fallbackField: 'nope' } },
    };
    expect(checkEntity({ ...dic, fields })).toEqual(['fields.type.lookup.fallbackField: no readable field nope']);
  });
});
