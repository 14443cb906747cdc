import { describe, expect, it } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { DEFAULT_WIDGETS } from './default-widgets';
import { hasWidget, registerWidget, widgetRegistry } from './widget-registry';

const UploadWidget = (_props: WidgetProps) => null;
const OtherUploadWidget = (_props: WidgetProps) => null;

describe('widget registry', () => {
  it('has the Arco widgets under the names schemas use', () => {
    const registry = widgetRegistry();
    for (const name of [
      'text',
      'textarea',
      'password',
      'number',
      'select',
      'treeSelect',
      'switch',
      'date',
      'dateTime',
      'dateRange',
      'imageUrl',
    ]) {
      expect(registry[name]).toBe(DEFAULT_WIDGETS[name]);
    }
  });

  it('adds a widget by name and hands it to rjsf', () => {
    registerWidget('registryTestUpload', UploadWidget);
    expect(hasWidget('registryTestUpload')).toBe(true);
    expect(widgetRegistry().registryTestUpload).toBe(UploadWidget);
  });

  it('refuses a second widget under a taken name, and keeps the first', () => {
    registerWidget('registryTestCascader', UploadWidget);
    expect(() => registerWidget('registryTestCascader', OtherUploadWidget)).toThrow(
      'Widget "registryTestCascader" is already registered; pass { override: true } to replace it',
    );
    expect(() => registerWidget('select', OtherUploadWidget)).toThrow('Widget "select" is already registered');
    expect(widgetRegistry().registryTestCascader).toBe(UploadWidget);
  });

  it('replaces a widget when told to override', () => {
    registerWidget('registryTestImage', UploadWidget);
    registerWidget('registryTestImage', OtherUploadWidget, { override: true });
    expect(widgetRegistry().registryTestImage).toBe(OtherUploadWidget);
  });

  it('gives a copy: editing it does not register anything', () => {
    const copy = widgetRegistry();
    copy.registryTestGhost = UploadWidget;
    expect(hasWidget('registryTestGhost')).toBe(false);
  });
});
