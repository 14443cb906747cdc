import type { FilterValue } from '../list-reducer';

// A filter's draft value read as the widget needs it; shared by the widgets loaded with the list and those loaded later.
export const asText = (value: FilterValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const asRange = (value: FilterValue | undefined): string[] | undefined => (Array.isArray(value) ? value : undefined);
export const toRange = (parts: string[] | undefined): FilterValue | undefined => {
  const [from, to] = parts ?? [];
  return from && to ? [from, to] : undefined;
};
