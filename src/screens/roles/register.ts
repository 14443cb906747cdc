import { registerActionComponent, registerExpandedPanel } from '../../../engine/client/actions/action-registry';
import { RoleBindingDialog } from './RoleBindingDialog';
import { RoleBindingTabs } from './RoleBindingTabs';

/**
 * The hospital role screen's bespoke parts, named by schemas/hosp-role.json: the binding tabs in
 * the expanded row (`list.expanded.panels`) and in the 绑定菜单 / 绑定权限 dialogs (`custom` actions).
 */
registerExpandedPanel('roleBindings', RoleBindingTabs);
registerActionComponent('roleBindings', RoleBindingDialog);
