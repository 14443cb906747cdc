import { randomBytes } from 'node:crypto';

/** The root parent id of every tree (seed 001 section 9). */
export const ROOT_PARENT_ID = '0'.repeat(24);

// Like a MongoDB ObjectId: 4 bytes of seconds, 5 random bytes per process, a 3-byte counter.
// Time-ordered, so ids sort by creation, and 24 lowercase hex characters as the seeds expect.
const processPart = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newObjectId(now: number = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processPart + counter.toString(16).padStart(6, '0');
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
