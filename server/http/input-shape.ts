import { printableName } from '../../engine/server/value-limits.js';

/**
 * How deep and how long a request's parsed input may be. No call of ours takes more than a few
 * levels (a page inside a body, a list of ids) or more than 5,000 items in one list (role
 * bindings); the limits sit far above that and far below what makes a handler or PostgreSQL
 * stumble (a body nested 20,000 deep overflowed the old recursive NUL check: HTTP 500).
 */
export const INPUT_LIMITS = { maxDepth: 32, maxItems: 10_000 } as const;

export interface InputLimits {
  maxDepth: number;
  /** Items of one array, or properties of one object. */
  maxItems: number;
}

export type ShapeProblem = { kind: 'depth' | 'items' | 'keys'; path: string; limit: number };

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';

/**
 * The first place where a value nests deeper or holds more than the limits allow, with the
 * top-level key it is under ('' for the value itself, which is depth 1). Walked with a stack and
 * never below the limit, so a body of any depth costs no more than one of the limit's depth.
 */
export function shapeProblem(value: unknown, limits: InputLimits = INPUT_LIMITS): ShapeProblem | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 1, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (!isContainer(item.value)) continue;
    if (item.depth > limits.maxDepth) return { kind: 'depth', path: item.path, limit: limits.maxDepth };
    if (Array.isArray(item.value)) {
      if (item.value.length > limits.maxItems) return { kind: 'items', path: item.path, limit: limits.maxItems };
      for (const sub of item.value) stack.push({ value: sub, depth: item.depth + 1, path: item.path });
      continue;
    }
    const entries = Object.entries(item.value);
    if (entries.length > limits.maxItems) return { kind: 'keys', path: item.path, limit: limits.maxItems };
    for (const [key, sub] of entries) stack.push({ value: sub, depth: item.depth + 1, path: item.path || key });
  }
  return undefined;
}

/** The refusal of a shape problem, naming the parameter it is under. */
export function shapeMessage(problem: ShapeProblem): string {
  const where = problem.path ? `参数 ${printableName(problem.path)} ` : '请求体';
  switch (problem.kind) {
    case 'depth':
      return `${where}嵌套层数不能超过${problem.limit}层`;
    case 'items':
      return `${where}的数组不能超过${problem.limit}项`;
    case 'keys':
      return `${where}的属性不能超过${problem.limit}个`;
  }
}
