import type { GoalBench } from './goal-types';

/**
 * The goal benches `npm run bench` runs, in issue 17's order. Each module exports one GoalBench;
 * add it here with one line.
 */
export const GOAL_BENCHES: readonly (() => Promise<GoalBench>)[] = [
  () => import('./goal-1-overhead.js').then((module) => module.goal1Overhead),
  () => import('./goal-2-lists.js').then((module) => module.goal2Lists),
  () => import('./goal-3-bundles.js').then((module) => module.goal3Bundles),
  () => import('./goal-4-tree.js').then((module) => module.goal4Tree),
  () => import('./goal-5-start.js').then((module) => module.goal5Start),
  () => import('./goal-6-dashboards.js').then((module) => module.goal6Dashboards),
];
