import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
};

const BOUNDS: Record<string, string> = {
  minimum: '不能小于 ',
  exclusiveMinimum: '应大于 ',
  maximum: '不能大于 ',
  exclusiveMaximum: '应小于 ',
};

/** Formats a route schema may use (ajv-formats, and ours in request-formats.ts). */
const FORMAT_NAMES: Record<string, string> = {
  date: '不是有效的日期',
  'date-time': '不是有效的日期时间',
  month: '不是有效的月份或日期',
  email: '不是有效的邮箱地址',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? '';
    return path ? `${path}.${missing}` : missing;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty ?? '';
    return path ? `${path}.${extra}` : extra;
  }
  return path;
}

/** Turns Fastify's (ajv) validation errors into one clear Chinese sentence. */
export function describeValidationErrors(errors: FastifySchemaValidationError[], part: string): string {
  const first = errors[0];
  if (!first) return '请求参数错误';
  const field = fieldOf(first);
  const params = first.params as Record<string, unknown>;
  const where = part === 'body' ? '' : `(${part}) `;
  switch (first.keyword) {
    case 'required':
      return `${where}缺少必填参数 ${field}`;
    case 'type': {
      const expected = String(params.type ?? '');
      const name = expected
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或');
      return field ? `${where}参数 ${field} 类型错误，应为${name}` : `${where}请求体类型错误，应为${name}`;
    }
    case 'additionalProperties':
      return `${where}不支持的参数 ${field}`;
    case 'maxLength':
      return `${where}参数 ${field} 长度不能超过 ${String(params.limit)}`;
    case 'minLength':
      return `${where}参数 ${field} 不能为空`;
    case 'maxItems':
      return `${where}参数 ${field} 最多 ${String(params.limit)} 项`;
    case 'minItems':
      return `${where}参数 ${field} 至少 ${String(params.limit)} 项`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `${where}参数 ${field || '请求体'} ${BOUNDS[first.keyword]}${String(params.limit)}`;
    case 'format':
      return `${where}参数 ${field} ${FORMAT_NAMES[String(params.format)] ?? '格式不正确'}`;
    case 'enum':
      return `${where}参数 ${field} 的取值不在允许范围内`;
    case 'pattern':
      return `${where}参数 ${field} 格式不正确`;
    default:
      return `${where}参数 ${field || '请求体'} 不合法`;
  }
}
