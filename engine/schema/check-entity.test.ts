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
