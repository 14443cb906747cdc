import type { JobParamDef, JobParams } from './job-types.js';

/** What a job's params check answers: the completed params, or the refusal's message. */
export type ParamsCheck = { ok: true; params: JobParams } | { ok: false; message: string };

const example = (defs: JobParamDef[]): string =>
  defs.length ? JSON.stringify(Object.fromEntries(defs.map((def) => [def.name, def.default]))) : '{}';

function checkValue(def: JobParamDef, value: unknown): string | undefined {
  if (def.type === 'integer') {
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= def.minimum && value <= def.maximum;
    return ok ? undefined : `任务参数 ${def.name} 必须是 ${def.minimum} 至 ${def.maximum} 之间的整数`;
  }
  if (def.type === 'boolean') return typeof value === 'boolean' ? undefined : `任务参数 ${def.name} 必须是 true 或 false`;
  return typeof value === 'string' && value.length <= def.maxLength
    ? undefined
    : `任务参数 ${def.name} 必须是不超过 ${def.maxLength} 个字符的文本`;
}

/**
 * A job's `params` text (seed 002: a string) read as a JSON object of the method's parameters:
 * blank means every default; an unknown key, a wrong type or a value out of range is refused with a
 * message naming the parameter, so a job that cannot run is refused when it is saved.
 */
export function checkJobParams(text: string | null | undefined, defs: JobParamDef[]): ParamsCheck {
  const trimmed = (text ?? '').trim();
  let given: unknown = {};
  if (trimmed !== '') {
    try {
      given = JSON.parse(trimmed);
    } catch {
      given = undefined;
    }
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return { ok: false, message: `任务参数必须是JSON对象，例如 ${example(defs)}` };
  }
  const params: JobParams = {};
  const names = defs.map((def) => def.name);
  for (const [key, value] of Object.entries(given)) {
    const def = defs.find((candidate) => candidate.name === key);
    if (!def)
      return {
        ok: false,
        message: names.length ? `任务参数 ${key} 不存在，可用参数：${names.join('、')}` : `该方法没有参数，请留空（收到 ${key}）`,
      };
    const problem = checkValue(def, value);
    if (problem) return { ok: false, message: problem };
    params[key] = value as number | boolean | string;
  }
  for (const def of defs) if (!(def.name in params)) params[def.name] = def.default;
  return { ok: true, params };
}
