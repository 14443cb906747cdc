import { registerActionComponent } from '../../../engine/client/actions/action-registry';
import { registerWidget } from '../../../engine/client/form/widget-registry';
import { CompanyUserBatchEdit } from './CompanyUserBatchEdit';
import { CompanyUserExport } from './CompanyUserExport';
import { EndpointFormAction } from './EndpointFormAction';
import { HospDeptTreeWidget } from './HospDeptTreeWidget';
import { HospitalBindingDialog } from './HospitalBindingDialog';
import { HospUserWizard } from './HospUserWizard';
import { WorkTransferDialog } from './WorkTransferDialog';

/**
 * The hospital user and company user screens' bespoke parts, named by schemas/hosp-user-info.json,
 * company-user.json and acct.json (创建医院用户 opens the wizard at step 2).
 */
registerActionComponent('hospUserWizard', HospUserWizard);
registerActionComponent('hospUserEndpointForm', EndpointFormAction);
registerActionComponent('hospUserHospitalBinding', HospitalBindingDialog);
registerActionComponent('hospUserWorkTransfer', WorkTransferDialog);
registerActionComponent('companyUserBatchEdit', CompanyUserBatchEdit);
registerActionComponent('companyUserExport', CompanyUserExport);
registerWidget('hospDeptTree', HospDeptTreeWidget);
