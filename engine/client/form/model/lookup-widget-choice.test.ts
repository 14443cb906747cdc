// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../schema/entity-types';
import { filterWidgetNameOf } from '../../list/filters/filter-widgets';
import { widgetOf } from './build-ui-schema';

const lookup = { entity: 'hosp-eqp', labelField: 'eqpName' };
const field = (extra: Partial<FieldDef>): FieldDef => ({ type: 'string', title: '所属设备', maxLength: 24, ...extra });

describe('a lookup field’s control', () => {
  it('is the lookup picker in forms and filters', () => {
    expect(widgetOf(field({ lookup }))).toBe('lookup');
    expect(filterWidgetNameOf(field({ lookup }))).toBe('lookup');
  });

  it('stays what the schema says with its own widget or options, and plain text with a fallback name', () => {
    expect(widgetOf(field({ lookup, options: { resource: 'dept' } }))).toBe('select');
    expect(widgetOf(field({ lookup, widget: 'hospResourceSelect' }))).toBe('hospResourceSelect');
    expect(filterWidgetNameOf(field({ lookup, options: { resource: 'dept' } }))).toBe('select');
    expect(widgetOf(field({ lookup: { ...lookup, fallbackField: 'eqpNameRecorded' } }))).toBe('text');
    expect(filterWidgetNameOf(field({ lookup: { ...lookup, fallbackField: 'eqpNameRecorded' } }))).toBe('text');
  });
});
