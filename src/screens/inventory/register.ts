import { registerActionComponent } from '../../../engine/client/actions/action-registry';
import { registerWidget } from '../../../engine/client/form/widget-registry';
import { ExcelDownloadAction } from './ExcelDownloadAction';
import { FinishPlanAction } from './FinishPlanAction';
import { MultiSelectWidget } from './MultiSelectWidget';

/**
 * The inventory screens' bespoke parts, named by schemas/hosp-inventory-check-record.json (the
 * records page's 下载盘点表 and 结束盘点) and hosp-inventory-check-plan.json (its departments).
 */
registerActionComponent('inventoryExcelDownload', ExcelDownloadAction);
registerActionComponent('inventoryPlanFinish', FinishPlanAction);
registerWidget('multiSelect', MultiSelectWidget);
