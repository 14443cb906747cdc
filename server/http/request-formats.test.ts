import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handling';
import { lazyValidatorCompiler } from './lazy-validators';
import { REQUEST_FORMATS } from './request-formats';

describe('request formats', () => {
  it('date: a day that exists, year 0001 to 9999', () => {
    for (const text of ['2026-11-24', '2024-02-29', '0001-01-01']) expect(REQUEST_FORMATS.date!(text), text).toBe(true);
    for (const text of ['2026-02-31', '0000-01-01', '2026-13-01', '2026-1-1', '2026-11-24 08:00:00'])
      expect(REQUEST_FORMATS.date!(text), text).toBe(false);
  });

  it('month: yyyy-MM, or a real day of the month', () => {
    for (const text of ['2026-11', '2026-02-28']) expect(REQUEST_FORMATS.month!(text), text).toBe(true);
    for (const text of ['2026-02-31', '0000-01', '2026-13', '0000-00-00']) expect(REQUEST_FORMATS.month!(text), text).toBe(false);
  });

  it('are checked by every route schema through the server’s validator compiler, naming the field', async () => {
    const app = Fastify({ logger: false, schemaController: { compilersFactory: { buildValidator: lazyValidatorCompiler() } } });
    registerErrorHandling(app, (reply) => reply.send('console'));
    const body = {
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date' },
        time: { type: 'string', format: 'month' },
        index: { type: 'integer', maximum: 100_000 },
      },
    };
    app.post('/api/dated', { schema: { body } }, async () => ({ code: '0', msg: '成功', data: null }));
    const call = async (payload: object) => (await app.inject({ method: 'POST', url: '/api/dated', payload })).json();
    expect(await call({ day: '2026-02-31' })).toEqual({ code: '001', msg: '参数 day 不是有效的日期', data: null });
    expect(await call({ time: '2026-02-30' })).toEqual({ code: '001', msg: '参数 time 不是有效的月份或日期', data: null });
    expect(await call({ index: 1e300 })).toEqual({ code: '001', msg: '参数 index 不能大于 100000', data: null });
    expect(await call({ day: '2026-02-28', time: '2026-02', index: 3 })).toMatchObject({ code: '0' });
    await app.close();
  });
});
