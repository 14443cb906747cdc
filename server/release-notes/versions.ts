/**
 * Release versions are dotted numbers (2.10.0 after 2.9.3): compared part by part as numbers,
 * missing parts counting as 0 (2.1 = 2.1.0). Text order would put 2.10 before 2.9.
 */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The highest version of a list (null when empty); equal versions keep the first. */
export function newest<T extends { version: string }>(notes: T[]): T | null {
  return notes.reduce<T | null>((best, note) => (best === null || compareVersions(note.version, best.version) > 0 ? note : best), null);
}
