import type { Widget } from '@rjsf/utils';
import { AutoCompleteWidget } from './widgets/AutoCompleteWidget';
import { DateRangeWidget } from './widgets/DateRangeWidget';
import { DateTimeWidget, DateWidget } from './widgets/DateWidget';
import { FileWidget } from './widgets/FileWidget';
import { ImageListWidget } from './widgets/ImageListWidget';
import { ImageUrlWidget } from './widgets/ImageUrlWidget';
import { LookupWidget } from './widgets/LookupWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { ObjectListWidget } from './widgets/ObjectListWidget';
import { PasswordWidget } from './widgets/PasswordWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { SingleImageWidget } from './widgets/SingleImageWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { TextWidget } from './widgets/TextWidget';
import { TreeSelectWidget } from './widgets/TreeSelectWidget';
import { hasWidget, registerWidget } from './widget-registry';

/**
 * The Arco widgets every entity form has, by the names schemas use in `field.widget`. rjsf's own
 * names (TextWidget, SelectWidget, CheckboxWidget...) point at ours too, so a field rjsf renders
 * by itself still looks like Arco.
 */
export const DEFAULT_WIDGETS: Record<string, Widget> = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  number: NumberWidget,
  select: SelectWidget,
  treeSelect: TreeSelectWidget,
  switch: SwitchWidget,
  date: DateWidget,
  dateTime: DateTimeWidget,
  dateRange: DateRangeWidget,
  imageUrl: ImageUrlWidget,
  imageList: ImageListWidget,
  singleImage: SingleImageWidget,
  file: FileWidget,
  autoComplete: AutoCompleteWidget,
  objectList: ObjectListWidget,
  lookup: LookupWidget,
  TextWidget,
  TextareaWidget,
  PasswordWidget,
  SelectWidget,
  CheckboxWidget: SwitchWidget,
  UpDownWidget: NumberWidget,
  DateWidget,
  DateTimeWidget,
};

/** Registers the defaults once; widgets registered earlier under the same name (overrides) win. */
export function registerDefaultWidgets(): void {
  for (const [name, widget] of Object.entries(DEFAULT_WIDGETS)) {
    if (!hasWidget(name)) registerWidget(name, widget);
  }
}

registerDefaultWidgets();
