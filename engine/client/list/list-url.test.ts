import { describe, expect, it } from 'vitest';
import { loadEntity } from '../../schema/load-entity';
import dicSchema from '../../../schemas/dic.json';
import quartzLogSchema from '../../../schemas/quartz-log.json';
import { readListUrl, writeListUrl } from './list-url';

const dic = loadEntity(dicSchema, 'dic');
const params = (query: string) => new URLSearchParams(query);
const ID = '0123456789abcdef01234567';

describe('list URL', () => {
  it('reads filters, page, page size and sort under the wire names', () => {
    const url = readListUrl(
      dic,
      params(
        `hosp_code=10001&type=ACCT_TYPE&sort=5&createDateTime=2026-01-01+00:00:00&createDateTime=2026-01-31+23:59:59&page=3&pageSize=20&sortField=type&sortOrder=desc`,
      ),
    );
    expect(url).toEqual({
      filters: { type: 'ACCT_TYPE', createDateTime: ['2026-01-01 00:00:00', '2026-01-31 23:59:59'] },
      page: 3,
      pageSize: 20,
      sort: { field: 'type', order: 'desc' },
      queried: true,
    });
  });

  it('keeps a numeric range with an open end (a run of at least 3000 ms) through the URL', () => {
    const log = loadEntity(quartzLogSchema, 'quartz-log');
    expect(readListUrl(log, params('spendTime=3000&spendTime=')).filters).toEqual({ spendTime: ['3000', ''] });
    expect(readListUrl(log, params('spendTime=&spendTime=50')).filters).toEqual({ spendTime: ['', '50'] });
    expect(readListUrl(log, params('spendTime=&spendTime=')).filters).toEqual({});
    const written = writeListUrl(log, params(''), { applied: { spendTime: ['', '50'] }, page: 1, pageSize: 10 });
    expect(written.getAll('spendTime')).toEqual(['', '50']);
  });

  it('takes an id parameter only when it has exactly 24 characters', () => {
    expect(readListUrl(dic, params(`id=${ID}`)).filters).toEqual({ id: ID });
    expect(readListUrl(dic, params(`id=${ID}0`)).filters).toEqual({});
    expect(readListUrl(dic, params('id=abc')).filters).toEqual({});
  });

  it('ignores a page size outside the offered sizes and a sort on a column that is not sortable', () => {
    expect(readListUrl(dic, params('pageSize=7&sortField=val&sortOrder=asc'))).toMatchObject({ pageSize: 10, page: 1 });
    expect(readListUrl(dic, params('sortField=val&sortOrder=asc')).sort).toBeUndefined();
  });

  it('queries on load unless the schema says queryOnLoad false and the URL names nothing', () => {
    const quiet = { ...dic, list: { ...dic.list!, queryOnLoad: false } };
    expect(readListUrl(dic, params('')).queried).toBe(true);
    expect(readListUrl(quiet, params('hosp_code=10001')).queried).toBe(false);
    expect(readListUrl(quiet, params(`id=${ID}`)).queried).toBe(true);
  });

  it('writes the applied state and leaves hosp_code and other params untouched', () => {
    const written = writeListUrl(dic, params('hosp_code=10001&tab=2&type=OLD&page=9'), {
      applied: { description: '用户', createDateTime: ['2026-01-01 00:00:00', '2026-01-02 00:00:00'] },
      page: 2,
      pageSize: 10,
      sort: { field: 'sort', order: 'asc' },
    });
    expect(written.toString()).toBe(
      'hosp_code=10001&tab=2&description=%E7%94%A8%E6%88%B7&createDateTime=2026-01-01+00%3A00%3A00&createDateTime=2026-01-02+00%3A00%3A00&page=2&sortField=sort&sortOrder=asc',
    );
    expect(readListUrl(dic, written)).toMatchObject({
      filters: { description: '用户', createDateTime: ['2026-01-01 00:00:00', '2026-01-02 00:00:00'] },
      page: 2,
      sort: { field: 'sort', order: 'asc' },
    });
  });
});
