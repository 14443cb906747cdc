import { registerActionComponent, registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/** SQL管理 (schemas/sql-manage.json): the SQL box with 格式化, and 运行 showing the rows in a dialog. */
registerWidget(
  'sqlEditor',
  lazyComponent(() => import('./SqlEditorWidget').then((m) => m.SqlEditorWidget)),
);
registerActionComponent(
  'sqlRun',
  lazyComponent(() => import('./SqlRunAction').then((m) => m.SqlRunAction)),
);
