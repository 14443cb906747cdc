import type { OperationCall } from '../../engine/server/entity-extensions.js';
import { isObjectId } from '../../engine/server/object-id.js';
import type { ReadOptions } from '../../engine/server/read-ops.js';

/** The caller's language for dictionary texts, as the engine's own reads use it. */
export function readOptionsOf(call: Pick<OperationCall, 'host' | 'request'>): ReadOptions {
  const language = call.host.language?.(call.request);
  return language ? { language } : {};
}

/** An id parameter that narrows a count: anything but a well-formed id narrows nothing. */
export const optionalId = (value: unknown): string | undefined => (isObjectId(value) ? value : undefined);
