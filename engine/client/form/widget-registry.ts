import type { RegistryWidgetsType, Widget } from '@rjsf/utils';

/**
 * Field widgets by name, like amis's renderer map: a schema names a widget (`field.widget`) and the
 * form looks it up here. Later features (uploads, cascaders) register theirs without touching the
 * engine; a second widget under a taken name is refused unless it says it overrides.
 */
const widgets: Record<string, Widget> = {};

export interface RegisterWidgetOptions {
  /** Replace a widget already registered under this name (a deliberate theme change). */
  override?: boolean;
}

export function registerWidget(name: string, component: Widget, options: RegisterWidgetOptions = {}): void {
  if (widgets[name] && !options.override) {
    throw new Error(`Widget "${name}" is already registered; pass { override: true } to replace it`);
  }
  widgets[name] = component;
}

export function hasWidget(name: string): boolean {
  return name in widgets;
}

/** The registered widgets, as rjsf's `widgets` prop (a copy: rjsf must not see later edits mid-render). */
export function widgetRegistry(): RegistryWidgetsType {
  return { ...widgets };
}
