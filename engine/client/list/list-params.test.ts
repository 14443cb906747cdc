import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../schema/entity-types';
import { describeListParam, readListParams, withoutListParams } from './list-params';

const entity = {
  list: {
    columns: ['status'],
    params: {
      currentEgnId: { field: 'currentEgnId', match: 'equals' },
      notFinish: { field: 'seqState', match: 'flag', values: ['01'], title: '未完成' },
    },
  },
} as unknown as EntitySchema;

describe('list parameters in the URL', () => {
  it('reads only the parameters the schema declares, non-empty', () => {
    const params = new URLSearchParams('hosp_code=10001&currentEgnId=abc&notFinish=true&other=1&type=');
    expect(readListParams(entity, params)).toEqual({ currentEgnId: 'abc', notFinish: 'true' });
  });

  it('clears them and keeps everything else', () => {
    const params = new URLSearchParams('hosp_code=10001&currentEgnId=abc&notFinish=true&page=2');
    expect(withoutListParams(entity, params).toString()).toBe('hosp_code=10001&page=2');
  });

  it('describes a flag by its title and a value with it', () => {
    const same = (text: string) => text;
    expect(describeListParam(entity.list!.params!.notFinish!, 'true', '工单状态', same)).toBe('未完成');
    expect(describeListParam(entity.list!.params!.currentEgnId!, 'abc', '当前工程师', same)).toBe('当前工程师: abc');
    const labels: Record<string, string> = { '02': '待执行', '03': '已超期' };
    const statusList = { field: 'status', match: 'in' as const, title: '状态' };
    expect(describeListParam(statusList, '02,03', undefined, same, (code) => labels[code])).toBe('状态: 待执行、已超期');
  });

  it('names an id by the label the server looked up, and an age flag by its title', () => {
    const same = (text: string) => text;
    const names: Record<string, string> = { '6b03fc1e0000000000000001': '张工' };
    expect(describeListParam(entity.list!.params!.currentEgnId!, '6b03fc1e0000000000000001', '维修工程师', same, (id) => names[id])).toBe(
      '维修工程师: 张工',
    );
    const responsible = { match: 'anyOf' as const, title: '负责工程师', anyOf: [] };
    expect(describeListParam(responsible, '6b03fc1e0000000000000001', undefined, same, (id) => names[id])).toBe('负责工程师: 张工');
    const longWait = { field: 'applyTime', match: 'olderThan' as const, hours: 72, title: '长时间待修' };
    expect(describeListParam(longWait, 'true', '报修时间', same)).toBe('长时间待修');
  });
});
