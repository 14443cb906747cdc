// The form's public face. EntityForm here is the lazily downloaded one (./lazy-entity-form). Console
// code imports that file itself rather than this index: the index also re-exports the widgets,
// useEntityForm and the validators, which would put rjsf and ajv in the importing chunk.
export type { EntityFormProps, EntityFormHandle } from './EntityForm';
export { EntityForm, loadEntityForm } from './lazy-entity-form';
export { useEntityForm, type EntityFormSettings } from './use-entity-form';
export { registerWidget, widgetRegistry, hasWidget, type RegisterWidgetOptions } from './widget-registry';
export { DEFAULT_WIDGETS, registerDefaultWidgets } from './default-widgets';
export { arcoThemeProps, type ArcoThemeProps } from './arco-theme';
export { arcoTemplates, FieldTemplate, ObjectFieldTemplate, FieldErrorTemplate } from './templates';
export type { EntityFormContext } from './form-context';
export { entityFormContextOf } from './form-context';
export { toOptionsLoader, type OptionsLoader, type OptionsSource } from './options/options-loader';
export { useFieldOptions } from './options/use-field-options';
export { buildUiSchema, widgetOf } from './model/build-ui-schema';
export { initialFormData, submittedFormData, stripEmptyValues, pickDialogFields, type FormValues } from './model/form-data';
export { treeOptionsOf } from './model/tree-options';
export { createEntityFormValidator, entityFormValidator, validatorForDialog } from './validation/form-validator';
export { transformEntityErrors } from './validation/transform-errors';
export { DATE_FORMAT, DATE_TIME_FORMAT } from './widgets/date-values';
export type { TreeOption } from './widgets/TreeSelectWidget';
export { useWidgetPlaceholder, errorStatus } from './widgets/widget-support';
export { TextWidget } from './widgets/TextWidget';
export { TextareaWidget } from './widgets/TextareaWidget';
export { PasswordWidget } from './widgets/PasswordWidget';
export { NumberWidget } from './widgets/NumberWidget';
export { SelectWidget } from './widgets/SelectWidget';
export { TreeSelectWidget } from './widgets/TreeSelectWidget';
export { SwitchWidget } from './widgets/SwitchWidget';
export { DateWidget, DateTimeWidget } from './widgets/DateWidget';
export { DateRangeWidget } from './widgets/DateRangeWidget';
export { ImageUrlWidget } from './widgets/ImageUrlWidget';
export { AutoCompleteWidget } from './widgets/AutoCompleteWidget';
