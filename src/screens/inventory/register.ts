import { registerActionComponent, registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/**
 * The inventory screens' bespoke parts, named by schemas/hosp-inventory-check-record.json (the
 * records page's 下载盘点表 and 结束盘点) and hosp-inventory-check-plan.json (its departments).
 */
registerActionComponent(
  'inventoryExcelDownload',
  lazyComponent(() => import('./ExcelDownloadAction').then((m) => m.ExcelDownloadAction)),
);
registerActionComponent(
  'inventoryPlanFinish',
  lazyComponent(() => import('./FinishPlanAction').then((m) => m.FinishPlanAction)),
);
registerActionComponent(
  'inventorySummaryPdf',
  lazyComponent(() => import('./InventorySummaryPdfAction').then((m) => m.InventorySummaryPdfAction)),
);
registerWidget(
  'multiSelect',
  lazyComponent(() => import('./MultiSelectWidget').then((m) => m.MultiSelectWidget)),
);
