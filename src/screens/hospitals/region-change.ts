import type { Division } from './china-divisions';

/** The three levels, in cascade order; each is a field holding the code, beside `<level>Desc` holding the name. */
export const REGION_LEVELS = ['province', 'city', 'district'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

export type RegionValues = Partial<Record<RegionLevel | `${RegionLevel}Desc`, unknown>>;
/** Field → new value; undefined clears the field. */
export type RegionPatch = Record<string, string | undefined>;

/** The choices of one level: every province, the cities of the chosen province, the districts of the chosen city. */
export function regionOptions(level: RegionLevel, divisions: Division[], values: RegionValues): Division[] {
  if (level === 'province') return divisions;
  const province = divisions.find((division) => division.code === values.province);
  if (level === 'city') return province?.children ?? [];
  return province?.children?.find((division) => division.code === values.city)?.children ?? [];
}

/**
 * What choosing `code` at `level` writes (seed 001 section 4): the code and its name, and, when the
 * choice changed, the levels below cleared (a province change clears city and district, a city
 * change clears district). Choosing nothing clears the level and those below.
 */
export function regionChange(level: RegionLevel, code: string | undefined, divisions: Division[], values: RegionValues): RegionPatch {
  const chosen = code === undefined ? undefined : regionOptions(level, divisions, values).find((division) => division.code === code);
  const patch: RegionPatch = { [level]: chosen?.code, [`${level}Desc`]: chosen?.name };
  if ((chosen?.code ?? undefined) === (values[level] ?? undefined)) return patch;
  for (const below of REGION_LEVELS.slice(REGION_LEVELS.indexOf(level) + 1)) {
    patch[below] = undefined;
    patch[`${below}Desc`] = undefined;
  }
  return patch;
}
