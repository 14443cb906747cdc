import { registerActionComponent, registerExpandedPanel, lazyComponent } from '../../../engine/client/extension-points';

/**
 * The hospital role screen's bespoke parts, named by schemas/hosp-role.json: the binding tabs in
 * the expanded row (`list.expanded.panels`) and in the 绑定菜单 / 绑定权限 dialogs (`custom` actions).
 */
registerExpandedPanel(
  'roleBindings',
  lazyComponent(() => import('./RoleBindingTabs').then((m) => m.RoleBindingTabs)),
);
registerActionComponent(
  'roleBindings',
  lazyComponent(() => import('./RoleBindingDialog').then((m) => m.RoleBindingDialog)),
);
