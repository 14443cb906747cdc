import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import './default-widgets';
import { arcoTemplates } from './templates';
import { widgetRegistry } from './widget-registry';

export interface ArcoThemeProps {
  templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']> };
  widgets: RegistryWidgetsType;
}

/**
 * The Arco theme for any rjsf Form (`<Form {...arcoThemeProps()} .../>`): our templates and the
 * widgets registered right now, so a widget registered after start-up is picked up.
 */
export function arcoThemeProps(): ArcoThemeProps {
  return { templates: arcoTemplates, widgets: widgetRegistry() };
}
