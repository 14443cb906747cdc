import type { ExtensionModule } from './entity-operations.js';
import { accountGuardsModule } from '../accounts/account-guards.js';
import { roleModule } from '../roles/role-module.js';
import { hospitalModule } from '../hospitals/hospital-operations.js';
import { hospUserModule } from '../hosp-users/hosp-user-module.js';
import { auditModule } from '../audit/audit-module.js';
import { documentModule } from '../documents/document-module.js';
import { inventoryModule } from '../inventory/inventory-module.js';
import { quartzJobModule } from '../jobs/quartz-job-module.js';
import { departmentModule } from '../departments/department-module.js';
import { systemParamModule } from '../system/hosp-config-add.js';
import { newsModule } from '../news/news-module.js';
import { feedbackModule } from '../feedback/feedback-module.js';
import { releaseNotesModule } from '../release-notes/release-notes-module.js';
import { subscriptionModule } from '../subscriptions/subscription-module.js';
import { modelModule } from '../models/model-module.js';
import { secretKeyModule } from '../secret-keys/secret-key-module.js';
import { sqlManageModule } from '../sql-manage/sql-manage-module.js';
import { appInfoModule } from '../app-info/app-info-module.js';
import { wxPushModule } from '../wx-push/wx-push-module.js';
import { displayKeyModule } from '../display-keys/display-key-module.js';

/**
 * The server's entity extension modules, one per area (hospital lifecycle, role binding, account
 * guards ...). Adding an area's handlers is one line here.
 */
export const extensionModules: ExtensionModule[] = [
  accountGuardsModule,
  roleModule,
  hospitalModule,
  hospUserModule,
  auditModule,
  documentModule,
  inventoryModule,
  quartzJobModule,
  departmentModule,
  systemParamModule,
  newsModule,
  feedbackModule,
  releaseNotesModule,
  subscriptionModule,
  modelModule,
  secretKeyModule,
  sqlManageModule,
  appInfoModule,
  wxPushModule,
  displayKeyModule,
];
