import type { FieldConstraint, FieldDef } from './entity-types';

/**
 * Messages for rules whose text the seeds do not give. They name the field by its title so a user
 * knows what to fix; schemas override any of them with `message`.
 */
export function defaultMessage(keyword: keyof FieldConstraint | 'type' | 'format', field: FieldDef, rule: FieldConstraint): string {
  const title = field.title;
  switch (keyword) {
    case 'maxLength':
      return `${title}长度不能超过${rule.maxLength}个字符`;
    case 'minLength':
      return `${title}长度不能少于${rule.minLength}个字符`;
    case 'minimum':
      return `${title}不能小于${rule.minimum}`;
    case 'maximum':
      return `${title}不能大于${rule.maximum}`;
    case 'enum':
      return `${title}不在可选范围内`;
    case 'maxItems':
      return `${title}最多${rule.maxItems}项`;
    case 'minItems':
      return `${title}至少${rule.minItems}项`;
    case 'type':
      return `${title}${TYPE_WORDS[field.type]}`;
    default:
      return `${title}格式不正确`;
  }
}

const TYPE_WORDS: Record<FieldDef['type'], string> = {
  string: '必须为文本',
  integer: '必须为整数',
  number: '必须为数字',
  boolean: '必须为是或否',
  array: '必须为列表',
  object: '格式不正确',
};

/** Patterns for the seeds' two date formats (JSON Schema's own formats use a T separator). */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
