import { registerActionComponent } from '../../../engine/client/actions/action-registry';
import { registerWidget } from '../../../engine/client/form/widget-registry';
import { SqlEditorWidget } from './SqlEditorWidget';
import { SqlRunAction } from './SqlRunAction';

/** SQL管理 (schemas/sql-manage.json): the SQL box with 格式化, and 运行 showing the rows in a dialog. */
registerWidget('sqlEditor', SqlEditorWidget);
registerActionComponent('sqlRun', SqlRunAction);
