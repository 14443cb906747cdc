import { registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/** 定时任务 (schemas/quartz-job.json): the bean and method selects fed by the server's job handler registry. */
registerWidget(
  'quartzJobHandler',
  lazyComponent(() => import('./JobHandlerWidget').then((m) => m.JobHandlerWidget)),
);
