/**
 * JSON Merge Patch (RFC 7386): objects merge key by key, recursively; anything else (arrays,
 * strings, numbers) replaces; `null` removes the key. How a schema file changes the one it extends.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return copyOf(patch);
  const result: Record<string, unknown> = isPlainObject(target) ? copyOf(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep copy: resolved schemas never share objects, so annotating one never changes another. */
export const copyOf = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
