import { registerExpandedPanel, lazyComponent } from '../../../engine/client/extension-points';

/** 操作日志 (schemas/operate-log.json): the row's field / old / new table in its expanded row. */
registerExpandedPanel(
  'operateLogChanges',
  lazyComponent(() => import('./OperateLogChanges').then((m) => m.OperateLogChanges)),
);
