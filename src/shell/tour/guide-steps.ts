/** Seed 000 section 2.4: what the first-login tour points at, in order (element ids of the shell). */
export const GUIDE_STEPS = [
  { element: '#shell-sidebar', key: 'sidebar' },
  { element: '#shell-hamburger', key: 'hamburger' },
  { element: '#shell-tags', key: 'tags' },
  { element: '#shell-main', key: 'main' },
  { element: '#shell-hospital-name', key: 'hospitalName' },
  { element: '#shell-hospital-switch', key: 'hospitalSwitch' },
  { element: '#shell-fullscreen', key: 'fullscreen' },
  { element: '#shell-user', key: 'user' },
] as const;

export type GuideStepKey = (typeof GUIDE_STEPS)[number]['key'];
