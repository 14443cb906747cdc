import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOf } from '../../../schema/system-fields';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import { filterWidgetNameOf, filterWidgets, type FilterWidget } from './filter-widgets';
import { labelComboboxes } from './label-comboboxes';

/** One filter of the filter bar: its label and the widget its field calls for. */
export function FilterField({ name }: { name: string }) {
  const { t } = useTranslation();
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const field = fieldOf(list.entity, name);
  const Widget: FilterWidget = filterWidgets.get(filterWidgetNameOf(field)) ?? filterWidgets.get('text')!;
  const title = text(field.title);
  const isChoice = Boolean(field.options) || field.type === 'boolean' || filterWidgetNameOf(field) === 'lookup';
  const labelId = useId();
  const widgetRef = useRef<HTMLSpanElement>(null);
  // Watched, not run once: a lazily loaded widget (dates, lookups) draws its select later.
  useEffect(() => {
    const container = widgetRef.current;
    if (!container) return undefined;
    labelComboboxes(container, labelId);
    const observer = new MutationObserver(() => labelComboboxes(container, labelId));
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [labelId]);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps the filter's widget (an Arco input, select or date picker), whose native input is rendered inside it.
    <label className="engine-filter-field" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <span id={labelId} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
        {title}
      </span>
      <span ref={widgetRef} style={{ flex: 1, minWidth: 0 }}>
        <Widget
          name={name}
          field={field}
          value={list.state.draft[name]}
          onChange={(value) => list.setDraftFilter(name, value)}
          onEnter={list.search}
          disabled={list.isFilterDisabled(name)}
          placeholder={isChoice ? t('engine.list.selectPlaceholder', { title }) : t('engine.list.inputPlaceholder', { title })}
          provider={list.provider}
          hospCode={list.hospCode}
        />
      </span>
    </label>
  );
}
