import type { GoalBench } from './goal-types';

/**
 * The goal benches `npm run bench` runs, in issue 17's order. Each module exports one GoalBench;
 * add it here with one line.
 */
export const GOAL_BENCHES: readonly (() => Promise<GoalBench>)[] = [
];
