import { registerExpandedPanel } from '../../../engine/client/actions/action-registry';
import { OperateLogChanges } from './OperateLogChanges';

/** 操作日志 (schemas/operate-log.json): the row's field / old / new table in its expanded row. */
registerExpandedPanel('operateLogChanges', OperateLogChanges);
