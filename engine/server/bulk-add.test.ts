import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { resolveEntities } from '../schema/resolve-entities';
import { addRecordsInBulk, canWriteInBulk, type BulkOutcome } from './bulk-add';
import { updateRecordsInBulk, type BulkUpdateOutcome } from './bulk-update';
import { EntityError } from './entity-context';
import { addWriteGuard } from './entity-extensions';
import { checkUniqueAhead, readAhead } from './read-ahead';
import { pgliteHost, type PgliteHost } from './test-support/pglite-host';
import { addRecord, type WriteChange } from './write-ops';
import { checkUnique } from './write-values';

/**
 * The import's bulk add (issue 29) gives every row the outcome addRecord would give it one after
 * another, with the unique rules read ahead instead of asked per row; observers see each record.
 */
const probe = {
  name: 'probe',
  title: '探头',
  kind: 'list',
  scope: 'hospital',
  table: 'probe',
  endpoint: '/db/probe',
  operations: ['add', 'update', 'query'],
  permissions: { query: 'p:probe', add: 'p:probe', update: 'p:probe' },
  fields: {
    probeName: { type: 'string', title: '探头名称', maxLength: 20 },
    serialNo: { type: 'string', title: '序列号', maxLength: 12 },
    room: { type: 'string', title: '房间', maxLength: 8 },
    bay: { type: 'number', title: '机位' },
  },
  unique: [
    { fields: ['serialNo'], message: '序列号已存在' },
    { fields: ['room', 'bay'], message: '该机位已有探头' },
  ],
  list: { columns: ['probeName'] },
  dialogs: {
    add: { title: '探头添加', fields: ['hospCode', 'probeName', 'serialNo', 'room', 'bay'], required: { probeName: '探头名称为必输项' } },
    edit: { title: '探头修改', fields: ['hospCode', 'probeName', 'serialNo', 'room', 'bay'], required: { probeName: '探头名称为必输项' } },
  },
};

const outcomeText = (outcome: BulkOutcome | BulkUpdateOutcome | EntityError) =>
  outcome instanceof EntityError ? outcome.message : 'error' in outcome ? outcome.error.message : 'written';

describe('bulk add of an import', () => {
  let fixture: PgliteHost;
  let entity: EntitySchema;
  const observed: WriteChange[] = [];
  const schema = 'hosp_10001';

  beforeAll(async () => {
    [entity] = resolveEntities({ probe }) as [EntitySchema];
    fixture = await pgliteHost([entity], ['10001']);
    await addRecord(fixture.host, entity, schema, { probeName: '已有', serialNo: 'SN-1', room: 'A', bay: 1 });
    // An in-memory PGlite starts in ~2 s on idle cores, much longer beside the other unit files.
  }, 60_000);
  afterAll(() => fixture.close());

  it('refuses what one add after another would refuse, in order, and writes the rest', async () => {
    observed.length = 0;
    const bodies = [
      { probeName: '一', serialNo: 'SN-2', room: 'A', bay: 2 },
      { probeName: '二', serialNo: 'SN-1' }, // stored already
      { probeName: '三', serialNo: 'SN-2' }, // the first row of the batch holds it
      { serialNo: 'SN-3' }, // the dialog requires a name
      { probeName: '四', serialNo: 'SN-4', room: 'A', bay: 2 }, // two fields of a rule, the first row's
      { probeName: '五', serialNo: 'SN-5', room: 'A' }, // the room alone: the rule needs both
    ];
    const outcomes = await addRecordsInBulk(fixture.host, entity, schema, bodies, {
      observe: async (_trx, change) => void observed.push(change),
    });
    expect(outcomes.map(outcomeText)).toEqual(['written', '序列号已存在', '序列号已存在', '探头名称为必输项', '该机位已有探头', 'written']);
    const stored = await sql<{ probe_name: string }>`select probe_name from hosp_10001.probe order by probe_name`.execute(fixture.db);
    expect(stored.rows.map((row) => row.probe_name).sort()).toEqual(['一', '五', '已有'].sort());
    // One observation per set of fields written, each record in it once, read back after the insert.
    expect(observed.flatMap((write) => write.ids)).toEqual(outcomes.flatMap((outcome) => ('id' in outcome ? [outcome.id] : [])));
    expect(observed.flatMap((write) => write.after.map((row) => row.probeName)).sort()).toEqual(['一', '五'].sort());
    expect(observed.every((write) => write.before.length === 0)).toBe(true);
    expect(observed.map((write) => write.fields.sort())).toEqual([
      ['bay', 'probeName', 'room', 'serialNo'],
      ['probeName', 'room', 'serialNo'],
    ]);
  });

  it('updates in bulk with the outcome one update after another would give, observed before and after', async () => {
    const [first, second] = (await addRecordsInBulk(fixture.host, entity, schema, [
      { probeName: '改前一', serialNo: 'SN-21' },
      { probeName: '改前二', serialNo: 'SN-22' },
    ])) as { id: string }[];
    const versions = async () =>
      (
        await sql<{
          row_version: number;
        }>`select row_version from hosp_10001.probe where id in (${first!.id}, ${second!.id}) order by serial_no`.execute(fixture.db)
      ).rows.map((row) => row.row_version);
    const startedAt = await versions();
    observed.length = 0;
    const outcomes = await updateRecordsInBulk(
      fixture.host,
      entity,
      schema,
      [
        { id: first!.id, body: { probeName: '改后一', serialNo: 'SN-21' } },
        { id: second!.id, body: { probeName: '名'.repeat(21), serialNo: 'SN-22' } },
        { id: 'f'.repeat(24), body: { probeName: '无此记录', serialNo: 'SN-23' } },
        { id: second!.id, body: {} },
      ],
      { observe: async (_trx, change) => void observed.push(change) },
    );
    expect(outcomes.map(outcomeText)).toEqual(['written', '探头名称长度不能超过20个字符', '记录不存在', '没有需要修改的内容']);
    expect((await versions()).map((version, index) => version - startedAt[index]!)).toEqual([1, 0]);
    expect(observed).toHaveLength(1);
    expect(observed[0]).toMatchObject({ ids: [first!.id], before: [{ probeName: '改前一' }], after: [{ probeName: '改后一' }] });
  });

  it('the unique check read ahead answers as the one asked per row', async () => {
    const cases = [
      { serialNo: 'SN-1' },
      { serialNo: 'SN-9' },
      { serialNo: null },
      { room: 'A', bay: 2 },
      { room: 'A', bay: 3 },
      { room: 'A' },
    ];
    const known = await readAhead(fixture.db, entity, schema, cases);
    for (const values of cases) {
      const asked = await checkUnique(fixture.db, entity, schema, values).then(
        () => 'accepted',
        (error: EntityError) => error.message,
      );
      const ahead = await checkUniqueAhead(fixture.db, entity, schema, values, known).then(
        () => 'accepted',
        (error: EntityError) => error.message,
      );
      expect(ahead, JSON.stringify(values)).toBe(asked);
    }
    // Only the rule over plain text is read ahead; the one with a number is asked per row.
    expect([...known.stored.keys()]).toEqual(['serialNo']);
  });

  it('is offered only to entities whose adds do not read the rows before them', () => {
    expect(canWriteInBulk(fixture.host, entity)).toBe(true);
    addWriteGuard(fixture.host.extensions!, 'probe', async () => {});
    expect(canWriteInBulk(fixture.host, entity)).toBe(false);
    const [selfLookup] = resolveEntities({
      probe2: {
        ...probe,
        name: 'probe2',
        fields: { ...probe.fields, parentId: { type: 'string', title: '上级', lookup: { entity: 'probe2', labelField: 'probeName' } } },
      },
    }) as [EntitySchema];
    expect(canWriteInBulk(fixture.host, selfLookup)).toBe(false);
  });
});
