import { parseArgs } from 'node:util';
import { DEMO_EQUIPMENT_SEED } from './equipment-demo-seed.js';

/**
 * `npm run seed:demo [-- --hospitals 20 --equipment 100000 | --sizes 1000,100000] [--seed 7]`
 *
 * Seeds the demo (as a first start would) into DATA_DIR or DATABASE_URL, then adds bench hospitals
 * 20001… with generated equipment: --equipment is the total, split evenly over --hospitals; --sizes
 * gives each hospital's count instead. Re-running skips hospitals that already have equipment.
 */
export interface SeedPlan {
  sizes: number[];
  seed: number;
}

export function parseSeedArguments(argv: string[]): SeedPlan {
  const { values } = parseArgs({
    args: argv,
    options: {
      hospitals: { type: 'string' },
      equipment: { type: 'string' },
      sizes: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  const count = (name: string, text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} 必须是非负整数: ${text}`);
    return value;
  };
  const seed = count('seed', values.seed, DEMO_EQUIPMENT_SEED);
  if (values.sizes !== undefined) return { sizes: values.sizes.split(',').map((size) => count('sizes', size.trim(), 0)), seed };
  const hospitals = count('hospitals', values.hospitals, 0);
  const total = count('equipment', values.equipment, hospitals * 5000);
  const base = hospitals ? Math.floor(total / hospitals) : 0;
  return { sizes: Array.from({ length: hospitals }, (_, index) => base + (index < total - base * hospitals ? 1 : 0)), seed };
}
