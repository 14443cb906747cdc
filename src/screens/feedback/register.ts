import { registerActionComponent, lazyComponent } from '../../../engine/client/extension-points';

/**
 * 医院反馈's 回复 (schemas/hosp-feedback.json): the row's `reply` dialog saved through the declared
 * `reply` endpoint, which also stamps the reply time and marks the feedback answered. The dialog
 * component is the hospital users' generic "dialog through an endpoint" action, under this name.
 */
registerActionComponent(
  'feedbackReply',
  lazyComponent(() => import('../hosp-users/EndpointFormAction').then((m) => m.EndpointFormAction)),
);
