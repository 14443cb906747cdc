import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntity } from './check-entity';

const schemasDir = path.resolve(__dirname, '../../schemas');
const entityFiles = fs.readdirSync(schemasDir).filter((file) => file.endsWith('.json') && file !== 'entity.schema.json');

describe('every file in schemas/', () => {
  it.each(entityFiles)('%s validates against the meta-schema and its references hold', (file) => {
    const entity = JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8'));
    expect(checkEntity(entity)).toEqual([]);
    expect(`${entity.name}.json`).toBe(file);
  });
});

describe('checkEntity refuses', () => {
  const dic = JSON.parse(fs.readFileSync(path.join(schemasDir, 'dic.json'), 'utf8'));

  it('an unknown top-level key', () => {
    expect(checkEntity({ ...dic, colour: 'red' })).toEqual(['/ must NOT have additional properties']);
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
        { kind: 'operation', name: 'run', label: '执行', confirm: '确定?', body: { id: '{id}' }, next: { action: 'open', question: '查看?' } },
        { kind: 'operation', name: 'runAll', label: '批量执行', endpoint: 'run', placement: 'selection', selection: 'each', body: { id: '{id}' } },
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
