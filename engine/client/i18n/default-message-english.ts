/**
 * English for the messages engine/schema/default-messages.ts builds from a field title, matched by
 * template so no entity file has to list them. `title` translates the field title itself.
 */
const TEMPLATES: [RegExp, (title: string, n: string) => string][] = [
  [/^(.+)长度不能超过(\d+)个字符$/, (title, n) => `${title} must be at most ${n} characters`],
  [/^(.+)长度不能少于(\d+)个字符$/, (title, n) => `${title} must be at least ${n} characters`],
  [/^(.+)不能小于(-?[\d.]+)$/, (title, n) => `${title} must not be less than ${n}`],
  [/^(.+)不能大于(-?[\d.]+)$/, (title, n) => `${title} must not be greater than ${n}`],
  [/^(.+)最多(\d+)项$/, (title, n) => `${title} allows at most ${n} items`],
  [/^(.+)至少(\d+)项$/, (title, n) => `${title} needs at least ${n} items`],
  [/^(.+)不在可选范围内$/, (title) => `${title} is not one of the allowed values`],
  [/^(.+)必须为文本$/, (title) => `${title} must be text`],
  [/^(.+)必须为整数$/, (title) => `${title} must be an integer`],
  [/^(.+)必须为数字$/, (title) => `${title} must be a number`],
  [/^(.+)必须为是或否$/, (title) => `${title} must be yes or no`],
  [/^(.+)必须为列表$/, (title) => `${title} must be a list`],
  [/^(.+)格式不正确$/, (title) => `${title} is not in the right format`],
  [/^(.+)含有不支持的属性$/, (title) => `${title} holds fields that are not supported`],
  [/^(.+)为必输项$/, (title) => `${title} is required`],
  [/^(.+)不存在$/, (title) => `${title} does not exist`],
  [/^(.+)不能为自身或其下级$/, (title) => `${title} cannot be the node itself or one below it`],
  // A set action on a row its visibleWhen does not match (engine/schema/set-action.ts); the label translates like a title.
  [/^该记录当前不能执行「(.+)」$/, (label) => `"${label}" cannot be done to this record in its current state`],
];

export function defaultMessageInEnglish(text: string, title: (zh: string) => string): string | undefined {
  for (const [pattern, english] of TEMPLATES) {
    const match = pattern.exec(text);
    if (match) return english(title(match[1]!), match[2] ?? '');
  }
  return undefined;
}
