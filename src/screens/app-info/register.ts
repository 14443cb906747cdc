import { registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/**
 * 小程序角色 (schemas/app-role.json): the interface configuration select follows the form's
 * hospital. Its role select is the knowledge permissions' hospRoleSelect (registered there).
 */
registerWidget(
  'hospResourceSelect',
  lazyComponent(() => import('./HospResourceSelectWidget').then((m) => m.HospResourceSelectWidget)),
);
