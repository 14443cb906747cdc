import { describe, expect, it } from 'vitest';
import { describeValidationErrors } from './validation-messages';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>) =>
  ({ keyword, instancePath, schemaPath: '', params, message: '' }) as never;

describe('describeValidationErrors', () => {
  it('names the missing, mistyped or unknown field in Chinese', () => {
    expect(describeValidationErrors([error('required', '', { missingProperty: 'hospCode' })], 'body')).toBe('缺少必填参数 hospCode');
    expect(describeValidationErrors([error('type', '/loginName', { type: 'string' })], 'body')).toBe('参数 loginName 类型错误，应为字符串');
    expect(describeValidationErrors([error('type', '', { type: 'object' })], 'body')).toBe('请求体类型错误，应为对象');
    expect(describeValidationErrors([error('additionalProperties', '', { additionalProperty: 'x' })], 'body')).toBe('不支持的参数 x');
    expect(describeValidationErrors([error('maxLength', '/a', { limit: 5 })], 'querystring')).toBe('(querystring) 参数 a 长度不能超过 5');
  });

  it('names the bound a number broke and the format a text missed', () => {
    expect(describeValidationErrors([error('maximum', '/pagedQueryInfo/index', { limit: 100000 })], 'body')).toBe(
      '参数 pagedQueryInfo.index 不能大于 100000',
    );
    expect(describeValidationErrors([error('minimum', '/insuredFee', { limit: 0 })], 'body')).toBe('参数 insuredFee 不能小于 0');
    expect(describeValidationErrors([error('format', '/guarStartDate', { format: 'date' })], 'body')).toBe(
      '参数 guarStartDate 不是有效的日期',
    );
    expect(describeValidationErrors([error('format', '/reqDate/1', { format: 'month' })], 'body')).toBe(
      '参数 reqDate.1 不是有效的月份或日期',
    );
    expect(describeValidationErrors([error('minItems', '/reqDate', { limit: 2 })], 'body')).toBe('参数 reqDate 至少 2 项');
  });
});
