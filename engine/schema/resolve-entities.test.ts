import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch';
import { resolveEntities, schemaRefOf, type SchemaFiles } from './resolve-entities';

/** A shared table definition and two screens over it, as schemas/shared/eqp-task.json and the task files do. */
const shared = {
  kind: 'list',
  scope: 'hospital',
  table: 'job',
  operations: ['query', 'detail'],
  fields: {
    personId: {
      type: 'string',
      title: '执行人',
      maxLength: 24,
      lookup: { entity: 'person', labelField: 'personName', fallbackField: 'personName' },
    },
    personName: { type: 'string', title: '执行人姓名', maxLength: 50 },
    deptId: { type: 'string', title: '科室', maxLength: 24, lookup: { entity: 'dept', labelField: 'deptName' } },
    status: { type: 'string', title: '状态', maxLength: 2 },
  },
  list: { columns: ['personId', 'deptId', 'status'], export: { fields: ['personId', 'status'], fileName: '任务' } },
  dialogs: {},
};
const screen = (name: string, extra: Record<string, unknown> = {}) => ({
  extends: 'shared/job',
  name,
  title: name,
  endpoint: `/db/${name}`,
  route: `/${name}`,
  permissions: { query: 'x' },
  ...extra,
});
const person = {
  name: 'person',
  title: '人员',
  kind: 'list',
  scope: 'platform',
  table: 'person',
  endpoint: '/db/person',
  operations: ['query'],
  permissions: { query: 'x' },
  fields: { personName: { type: 'string', title: '姓名' }, secret: { type: 'string', title: '密码', writeOnly: true } },
  list: { columns: ['personName'] },
  dialogs: {},
};
const dept = {
  ...person,
  name: 'dept',
  title: '科室',
  scope: 'hospital',
  table: 'dept',
  endpoint: '/db/dept',
  fields: { deptName: { type: 'string', title: '科室名称' } },
  list: { columns: ['deptName'] },
};

const files = (extra: SchemaFiles = {}): SchemaFiles => ({ 'shared/job': shared, person, dept, ...extra });
const byName = (all: SchemaFiles) => new Map(resolveEntities(all).map((entity) => [entity.name, entity]));

describe('JSON Merge Patch', () => {
  it('merges objects key by key, replaces arrays and scalars, and removes keys set to null', () => {
    expect(mergePatch({ a: { b: 1, c: [1, 2] }, d: 'x', e: 1 }, { a: { c: [3] }, d: 'y', e: null })).toEqual({
      a: { b: 1, c: [3] },
      d: 'y',
    });
  });
});

describe('schema file references', () => {
  it('name entities by file name and shared files by shared/<name>; the meta-schema is none', () => {
    expect(schemaRefOf('../../schemas/acct.json')).toBe('acct');
    expect(schemaRefOf('/x/schemas/shared/eqp-task.json')).toBe('shared/eqp-task');
    expect(schemaRefOf('../../schemas/entity.schema.json')).toBeUndefined();
  });
});

describe('extends', () => {
  it('gives every screen the shared fields and layout, each file changing only what it names', () => {
    const entities = byName(
      files({
        'job-a': screen('job-a', { fields: { personId: { title: '保养人' } }, list: { export: { fileName: '保养' } } }),
        'job-b': screen('job-b', { fixedFilters: { status: '02' } }),
      }),
    );
    const a = entities.get('job-a')!;
    expect(a.fields.personId).toMatchObject({ type: 'string', title: '保养人', maxLength: 24 });
    expect(a.list!.export).toEqual({ fields: ['personId', 'status'], fileName: '保养' });
    expect(a.table).toBe('job');
    expect(a).not.toHaveProperty('extends');
    const b = entities.get('job-b')!;
    expect(b.fields.personId!.title).toBe('执行人');
    expect(b.fixedFilters).toEqual({ status: '02' });
    // Resolved schemas share no objects: linking one never changes the other.
    expect(b.fields.personId).not.toBe(a.fields.personId);
  });

  it('extends an entity without inheriting its name, endpoint or route; null removes an inherited key', () => {
    const entities = byName(
      files({
        'job-a': screen('job-a', { fixedFilters: { status: '01' } }),
        'job-c': { extends: 'job-a', name: 'job-c', endpoint: '/db/job-c', fixedFilters: null },
      }),
    );
    const c = entities.get('job-c')!;
    expect(c).toMatchObject({ name: 'job-c', endpoint: '/db/job-c', title: 'job-a', table: 'job' });
    expect(c.route).toBeUndefined();
    expect(c.fixedFilters).toBeUndefined();
  });

  it('refuses a missing base, a circle, a partial entity and a name that is not the file name', () => {
    expect(() => resolveEntities(files({ x: screen('x', { extends: 'shared/nope' }) }))).toThrow(
      '实体定义有误 (x): extends names shared/nope, which is neither a schema nor a file of shared/',
    );
    expect(() => resolveEntities({ a: { extends: 'b', name: 'a' }, b: { extends: 'a', name: 'b' } })).toThrow(
      'extends goes round in a circle: a → b → a',
    );
    expect(() => resolveEntities({ ...files(), y: { extends: 'shared/job', name: 'y' } })).toThrow(
      /实体定义有误 \(y\):\n {2}\/ must have required property 'title'/,
    );
    expect(() => resolveEntities(files({ z: screen('zz') }))).toThrow("实体定义有误 (z): name zz must be the file's name, z");
  });
});

describe('lookups', () => {
  it('are linked to the table and column of the entity they name (a hospital entity may read a platform one)', () => {
    const job = byName(files({ 'job-a': screen('job-a') })).get('job-a')!;
    expect(job.fields.personId!.lookup!.source).toEqual({ scope: 'platform', table: 'person', column: 'person_name' });
    expect(job.fields.deptId!.lookup!.source).toEqual({ scope: 'hospital', table: 'dept', column: 'dept_name' });
  });

  it('refuse an unknown entity, an unreadable label, a platform entity reading a hospital one, and an unknown fallback', () => {
    const withField = (field: Record<string, unknown>) => files({ 'job-a': screen('job-a', { fields: { personId: field } }) });
    expect(() => resolveEntities(withField({ lookup: { entity: 'nobody', labelField: 'x' } }))).toThrow(
      'fields.personId.lookup: no entity named nobody',
    );
    expect(() => resolveEntities(withField({ lookup: { entity: 'person', labelField: 'secret' } }))).toThrow(
      'fields.personId.lookup: person has no readable field secret',
    );
    expect(() => resolveEntities(withField({ lookup: { entity: 'person', labelField: 'personName', fallbackField: 'nope' } }))).toThrow(
      'fields.personId.lookup.fallbackField: no readable field nope',
    );
    const platformJob = files({ 'job-a': screen('job-a', { scope: 'platform' }) });
    expect(() => resolveEntities(platformJob)).toThrow('fields.deptId.lookup: a platform entity cannot read dept, which is per hospital');
  });

  it('link via conditions and parameter lookups the same way', () => {
    const params = {
      mine: {
        match: 'anyOf',
        title: '负责人',
        anyOf: [
          { field: 'deptId', match: 'via', via: { entity: 'dept', field: 'deptName' }, with: { status: ['01', '02'] } },
          { field: 'personId', match: 'equals' },
        ],
      },
      id: { field: 'id', match: 'equals', lookup: { entity: 'person', labelField: 'personName' } },
    };
    const job = byName(files({ 'job-a': screen('job-a', { list: { params } }) })).get('job-a')!;
    const mine = job.list!.params!.mine!;
    expect(mine.match === 'anyOf' && mine.anyOf[0]!.match === 'via' && mine.anyOf[0]!.via.source).toEqual({
      scope: 'hospital',
      table: 'dept',
      column: 'dept_name',
    });
    expect(job.list!.params!.id!.match !== 'context' && job.list!.params!.id!.lookup!.source).toEqual({
      scope: 'platform',
      table: 'person',
      column: 'person_name',
    });
    const broken = { mine: { field: 'deptId', match: 'via', via: { entity: 'dept', field: 'nope' } } };
    expect(() => resolveEntities(files({ 'job-a': screen('job-a', { list: { params: broken } }) }))).toThrow(
      'list.params.mine.via: dept has no readable field nope',
    );
  });

  it('gives an entity the English beside it (<name>.en.json), with its inline english on top', () => {
    expect(schemaRefOf('schemas/x.en.json')).toBe('x.en');
    expect(schemaRefOf('schemas/entity.schema.json')).toBeUndefined();
    const entities = new Map(
      resolveEntities(files({ x: screen('x', { english: { 状态: 'State' } }), 'x.en': { x: 'Ex', 状态: 'Status' } })).map((entity) => [
        entity.name,
        entity,
      ]),
    );
    expect(entities.get('x')!.english).toEqual({ x: 'Ex', 状态: 'State' });
    expect(entities.has('x.en')).toBe(false);
    expect(entities.get('person')!.english).toBeUndefined();
  });

  it('refuses an English file without its schema, or with a text that is not one', () => {
    expect(() => resolveEntities(files({ 'w.en': { 状态: 'Status' } }))).toThrow('实体定义有误 (w.en): no entity schema w.json beside it');
    expect(() => resolveEntities(files({ x: screen('x'), 'x.en': { 状态: 3 } }))).toThrow(
      '实体定义有误 (x.en): the English of "状态" must be a non-empty text',
    );
  });
});
