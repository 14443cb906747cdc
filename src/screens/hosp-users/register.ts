import { registerActionComponent, registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/**
 * The hospital user and company user screens' bespoke parts, named by schemas/hosp-user-info.json,
 * company-user.json and acct.json (创建医院用户 opens the wizard at step 2).
 */
registerActionComponent(
  'hospUserWizard',
  lazyComponent(() => import('./HospUserWizard').then((m) => m.HospUserWizard)),
);
registerActionComponent(
  'hospUserEndpointForm',
  lazyComponent(() => import('./EndpointFormAction').then((m) => m.EndpointFormAction)),
);
registerActionComponent(
  'hospUserHospitalBinding',
  lazyComponent(() => import('./HospitalBindingDialog').then((m) => m.HospitalBindingDialog)),
);
registerActionComponent(
  'hospUserWorkTransfer',
  lazyComponent(() => import('./WorkTransferDialog').then((m) => m.WorkTransferDialog)),
);
registerActionComponent(
  'companyUserBatchEdit',
  lazyComponent(() => import('./CompanyUserBatchEdit').then((m) => m.CompanyUserBatchEdit)),
);
registerActionComponent(
  'companyUserExport',
  lazyComponent(() => import('./CompanyUserExport').then((m) => m.CompanyUserExport)),
);
registerWidget(
  'hospDeptTree',
  lazyComponent(() => import('./HospDeptTreeWidget').then((m) => m.HospDeptTreeWidget)),
);
registerActionComponent(
  'hospUserUnboundAccounts',
  lazyComponent(() => import('./UnboundAccountsDialog').then((m) => m.UnboundAccountsDialog)),
);
