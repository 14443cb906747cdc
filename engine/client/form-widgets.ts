// The parts a custom form widget is built from: the form's context, the standard widgets it can
// wrap, the option loading and the error and placeholder conventions. Imported by widgets that are
// themselves downloaded with the form.
export { entityFormContextOf, type EntityFormContext } from './form/form-context';
export { errorStatus, optionOf, useWidgetPlaceholder } from './form/widgets/widget-support';
export { useFieldOptions } from './form/options/use-field-options';
export type { OptionsLoader } from './form/options/options-loader';
export { SelectWidget } from './form/widgets/SelectWidget';
export { TreeSelectWidget, type TreeOption } from './form/widgets/TreeSelectWidget';
export { SingleImageUpload } from './form/widgets/upload';
