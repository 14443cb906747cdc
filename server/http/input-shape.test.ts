import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, shapeMessage, shapeProblem } from './input-shape';

const nested = (depth: number, open: string, close: string, inner = '1') =>
  JSON.parse(`${open.repeat(depth)}${inner}${close.repeat(depth)}`);

describe('shapeProblem', () => {
  it('lets ordinary bodies through: a page in a body, lists of ids, rows of a batch', () => {
    expect(shapeProblem({ hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 }, idList: ['a', 'b'] })).toBeUndefined();
    expect(shapeProblem({ rows: Array.from({ length: 5000 }, (_, index) => ({ id: index, tags: [index] })) })).toBeUndefined();
    expect(shapeProblem({ a: nested(INPUT_LIMITS.maxDepth - 1, '[', ']') })).toBeUndefined();
    expect(shapeProblem('text')).toBeUndefined();
  });

  it('finds nesting beyond the limit, arrays and objects alike, 20,000 levels included, naming the top-level key', () => {
    expect(shapeProblem({ a: nested(INPUT_LIMITS.maxDepth, '[', ']') })).toEqual({ kind: 'depth', path: 'a', limit: 32 });
    expect(shapeProblem({ ok: 1, deep: nested(20_000, '[', ']') })).toEqual({ kind: 'depth', path: 'deep', limit: 32 });
    expect(shapeProblem(nested(20_000, '{"a":', '}'))).toEqual({ kind: 'depth', path: 'a', limit: 32 });
    expect(shapeProblem(nested(20_000, '[', ']'))).toEqual({ kind: 'depth', path: '', limit: 32 });
  });

  it('finds an array or an object holding more than the limit', () => {
    expect(shapeProblem({ ids: new Array(10_001).fill(0) })).toEqual({ kind: 'items', path: 'ids', limit: 10_000 });
    expect(shapeProblem({ map: Object.fromEntries(Array.from({ length: 10_001 }, (_, index) => [`k${index}`, index])) })).toEqual({
      kind: 'keys',
      path: 'map',
      limit: 10_000,
    });
    expect(shapeProblem({ a: [1, 2, 3] }, { maxDepth: 32, maxItems: 2 })).toEqual({ kind: 'items', path: 'a', limit: 2 });
  });

  it('is quick however deep the value goes: the walk stops at the limit', () => {
    const deep = { a: nested(500_000, '[', ']') };
    const started = performance.now();
    expect(shapeProblem(deep)?.kind).toBe('depth');
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('shapeMessage', () => {
  it('names the parameter, or the body itself', () => {
    expect(shapeMessage({ kind: 'depth', path: 'remark', limit: 32 })).toBe('参数 remark 嵌套层数不能超过32层');
    expect(shapeMessage({ kind: 'depth', path: '', limit: 32 })).toBe('请求体嵌套层数不能超过32层');
    expect(shapeMessage({ kind: 'items', path: 'idList', limit: 10_000 })).toBe('参数 idList 的数组不能超过10000项');
    expect(shapeMessage({ kind: 'keys', path: '', limit: 10_000 })).toBe('请求体的属性不能超过10000个');
    expect(shapeMessage({ kind: 'depth', path: 'k\ud800', limit: 32 })).toBe('参数 k\uFFFD 嵌套层数不能超过32层');
  });
});
