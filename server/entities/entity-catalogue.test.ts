import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { readEntityFiles, SCHEMAS_DIR, shownPath } from './entity-catalogue';
import { buildEntityExtensions } from './entity-operations';

/**
 * A folder of ENTITY_SCHEMA_DIRS read beside schemas/: its entities, their English beside them and
 * its own shared/ definitions; or, when a file is broken, one message naming the file and the problem.
 */
let dir: string;
const write = (file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
};
const base = {
  kind: 'list',
  scope: 'platform',
  operations: ['query'],
  permissions: { query: 'superAdmin' },
  fields: { note: { type: 'string', title: '备注', maxLength: 20 } },
  list: { columns: ['note'] },
  dialogs: {},
};
const dropIn = {
  extends: 'shared/dropin-base',
  name: 'dropin-note',
  title: '便笺',
  table: 'dropin_note',
  endpoint: '/db/dropin-note',
  route: '/admin/dropin-note',
};
const read = () => readEntityFiles([SCHEMAS_DIR, dir]);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entity-catalogue-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// Each test reads and checks every schema of schemas/ (a few seconds on a busy machine).
describe('a drop-in folder of entity schemas', { timeout: 30_000 }, () => {
  it('serves its entities, extending its own shared/ definitions, with the English beside them', () => {
    write('shared/dropin-base.json', base);
    write('dropin-note.json', dropIn);
    write('dropin-note.en.json', { 便笺: 'Notes', 备注: 'Remark' });
    const note = read().find((entity) => entity.name === 'dropin-note');
    expect(note).toMatchObject({ route: '/admin/dropin-note', scope: 'platform', fields: { note: { title: '备注' } } });
    expect(note!.english).toEqual({ 便笺: 'Notes', 备注: 'Remark' });
  });

  it('gives schemas/ entities the English beside them too', () => {
    write('shared/dropin-base.json', base);
    write('dropin-note.json', dropIn);
    expect(read().find((entity) => entity.name === 'dic')!.english).toMatchObject({ 系统字典: 'Dictionary' });
  });
});

describe('a broken schema file stops the start naming the file and the problem', { timeout: 30_000 }, () => {
  const file = () => shownPath(path.join(dir, 'dropin-note.json'));

  it('a schema the meta-schema refuses', () => {
    write('dropin-note.json', { ...base, ...dropIn, extends: undefined, kind: 'grid' });
    expect(read).toThrow(`实体定义有误 (${file()}): /kind must be equal to one of the allowed values`);
  });

  it('a file that is not JSON', () => {
    write('dropin-note.json', '{"name": ');
    expect(read).toThrow(`实体定义有误 (${file()}): not readable as JSON: `);
  });

  it('a base that does not exist', () => {
    write('dropin-note.json', dropIn);
    expect(read).toThrow(`实体定义有误 (${file()}): extends names shared/dropin-base, which is neither a schema nor a file of shared/`);
  });

  it('an endpoint or a name another file has', () => {
    write('dropin-note.json', { ...base, ...dropIn, extends: undefined, endpoint: '/db/dic' });
    expect(read).toThrow(`实体定义有误 (${file()}): endpoint /db/dic is taken by schemas/dic.json`);
    fs.rmSync(path.join(dir, 'dropin-note.json'));
    write('dic.json', { ...base, name: 'dic', title: '字典', table: 'dic2', endpoint: '/db/dic2' });
    expect(read).toThrow(
      `实体定义有误 (${shownPath(path.join(dir, 'dic.json'))}): schemas/dic.json has the same name (dic); a name is one file in all the folders`,
    );
  });

  it('English without its schema, and a folder that does not exist', () => {
    write('dropin-gone.en.json', { 便笺: 'Notes' });
    expect(read).toThrow(`实体定义有误 (${shownPath(path.join(dir, 'dropin-gone.en.json'))}): no entity schema dropin-gone.json beside it`);
    expect(() => readEntityFiles([SCHEMAS_DIR, path.join(dir, 'nope')])).toThrow(
      `实体定义有误 (${shownPath(path.join(dir, 'nope'))}): no such folder of entity schemas (ENTITY_SCHEMA_DIRS)`,
    );
  });

  it('a handler nobody registers', () => {
    write('dropin-note.json', { ...base, ...dropIn, extends: undefined, endpoints: [{ name: 'archive', handler: 'dropin-note/archive' }] });
    const entities = read().filter((entity) => entity.name === 'dropin-note');
    expect(() => buildEntityExtensions({} as Db, entities, [])).toThrow(
      `实体定义有误 (${file()}): dropin-note: endpoint archive names handler dropin-note/archive, which no module registers`,
    );
  });
});
