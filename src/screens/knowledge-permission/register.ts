import { hasWidget, registerWidget } from '../../../engine/client/form/widget-registry';
import { lazyComponent } from '../../../engine/client/registry';

/**
 * The knowledge permissions' form widget (schemas/knowledge-permission.json): a role of the
 * hospital chosen in the same form, with its name in a hidden field beside it.
 */
registerWidget(
  'hospRoleSelect',
  lazyComponent(() => import('./HospRoleSelectWidget').then((m) => m.HospRoleSelectWidget)),
);
if (!hasWidget('hidden')) registerWidget('hidden', () => null);
