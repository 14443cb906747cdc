import { match } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;

type MatchOptions = NonNullable<Parameters<typeof match>[2]>;

/**
 * Each character's pinyin may be whole or only begun (保养: baoyang, baoy, by), the characters
 * next to each other; polyphones count with any reading (重: chong, zhong); v stands for ü.
 */
const MATCH_OPTIONS: MatchOptions = { precision: 'start', continuous: true, space: 'ignore', insensitive: true, v: true };

/** What was typed as pinyin (letters only; spaces and apostrophes between syllables dropped), or null. */
export function pinyinQuery(query: string): string | null {
  const letters = query
    .trim()
    .toLowerCase()
    .replace(/[\s']+/g, '');
  return /^[a-z]+$/.test(letters) ? letters : null;
}

/**
 * Where pinyin matches a Chinese title: null when it does not, else the share of the title before
 * the match (0 from its first character), so a match at the start ranks first.
 */
export function pinyinMatchPosition(title: string, pinyin: string): number | null {
  if (!HAN.test(title)) return null;
  const indices = match(title, pinyin, MATCH_OPTIONS);
  const first = indices?.[0];
  return first === undefined ? null : first / title.length;
}
