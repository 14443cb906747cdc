import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';

// The named-map registry lives in engine/schema so both engine halves share it (it knows no React).
export { createRegistry, type Registry } from '../schema/registry';

/**
 * A component for a registry (widgets, action components, expanded panels, screen kinds) whose code
 * loads the first time it renders: the registry keeps the name from the start, the code stays out of
 * every screen that never uses it. It renders nothing while its chunk loads (a dialog or panel
 * appears a moment later), in its own Suspense boundary so the screen around it never suspends.
 *
 *   registerActionComponent('hospUserWizard', lazyComponent(() => import('./HospUserWizard').then((m) => m.HospUserWizard)));
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per registration at module load, never during a render, so each registered name keeps one component.
  function LazyRegistered(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return LazyRegistered;
}
