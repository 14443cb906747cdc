import { hasWidget, registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/**
 * The knowledge permissions' form widget (schemas/knowledge-permission.json): a role of the
 * hospital chosen in the same form, with its name in a hidden field beside it.
 */
registerWidget(
  'hospRoleSelect',
  lazyComponent(() => import('./HospRoleSelectWidget').then((m) => m.HospRoleSelectWidget)),
);
if (!hasWidget('hidden')) registerWidget('hidden', () => null);
