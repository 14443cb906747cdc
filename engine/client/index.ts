// The schema engine's client, its screens and dialogs: what the console's pages and bespoke screens
// render. The other public entries: ./core (no UI), ./extension-points (registries the console fills
// at start), ./form-widgets (parts for a custom widget) and ./testing (samples for stories and tests).
export { EntityScreen, HOSP_CODE_PARAM, type EntityScreenProps } from './EntityScreen';
export { registerScreen, screenRegistry, type ScreenComponent, type ScreenProps } from './screen-registry';
export { ListScreen, type ListScreenProps } from './list/ListScreen';
export { ListBase, type ListBaseProps } from './list/ListBase';
export { ListView } from './list/ListView';
export { useListContext, type ListContextValue } from './list/list-context';
export { useListController, type ListController, type ListControllerOptions } from './list/use-list-controller';
export { listReducer, initialListState, type ListAction, type ListState, type FilterValue, type FilterValues } from './list/list-reducer';
export { filterWidgets, type FilterWidget, type FilterWidgetProps } from './list/filters/filter-widgets';
export { cellRenderers, type CellRenderer, type CellProps } from './list/table/column-renderers';
export { TreeScreen, type TreeScreenProps } from './tree/TreeScreen';
export { useTreeController, type TreeController } from './tree/use-tree-controller';
export { HospitalChooser, type HospitalChooserProps } from './tree/HospitalChooser';
export { EntityFormDialog, type EntityFormDialogProps } from './dialogs/EntityFormDialog';
export { useEntityWrites, type EntityWrites } from './dialogs/use-entity-writes';
// The form downloads with its first dialog (rjsf and ajv stay out of the list screens' chunks).
export { EntityForm } from './form/lazy-entity-form';
export type { EntityFormHandle, EntityFormProps } from './form/EntityForm';
export { ExportDialog } from './export/ExportDialog';
