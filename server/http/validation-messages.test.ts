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
});
