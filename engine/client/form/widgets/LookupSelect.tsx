import { Select } from '@arco-design/web-react';
import type { LookupPicker } from '../options/use-lookup-options';

/** How close to the end of the list (px) scrolling asks for the next page. */
const NEAR_END_PX = 24;

export interface LookupSelectProps {
  id: string;
  value: string | undefined;
  picker: LookupPicker;
  placeholder: string;
  disabled?: boolean;
  status?: 'error' | undefined;
  onChange(value: string | undefined): void;
  onBlur?(): void;
  onFocus?(): void;
}

/**
 * The lookup picker's control (forms and filters): an Arco Select searched on the server as the
 * user types, paged as the list scrolls, showing each record's label (the looked-up entity's
 * label field) and keeping the chosen one's label when the search changes.
 */
export function LookupSelect({ id, value, picker, placeholder, disabled, status, onChange, onBlur, onFocus }: LookupSelectProps) {
  return (
    <Select
      id={id}
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      options={picker.options.map((option) => ({ value: option.value, label: option.label }))}
      loading={picker.loading}
      showSearch
      allowClear
      // The server searches: every option it answered matches what was typed.
      filterOption={false}
      onSearch={(text: string) => picker.search(text)}
      onVisibleChange={(visible: boolean) => {
        if (visible) picker.open();
      }}
      onPopupScroll={(element: Element) => {
        const list = element as HTMLElement;
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) picker.loadMore();
      }}
      onChange={(next: unknown) => onChange(typeof next === 'string' && next !== '' ? next : undefined)}
      onBlur={() => onBlur?.()}
      onFocus={() => onFocus?.()}
    />
  );
}
