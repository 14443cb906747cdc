import { useCallback, useEffect, useRef, useState } from 'react';
import type { LookupLoader } from '../form-context';
import { addPage, emptyPages, hasMore, shownOptions, type LookupPages } from './lookup-pages';
import type { LookupOption } from '../../../schema/lookup-picker';

/** Typing waits this long for the next key before asking the server. */
const SEARCH_DELAY_MS = 300;

export interface LookupPicker {
  options: LookupOption[];
  loading: boolean;
  /** The picker opened: the first page is asked then, not when the form opens. */
  open(): void;
  /** What is typed in the picker's search box. */
  search(text: string): void;
  /** Scrolled to the end of the list: the next page, if any. */
  loadMore(): void;
}

/**
 * The records a lookup picker offers: page by page for what is typed (once the picker opens), and
 * the label of the value it holds (asked by id when it is not among them), so a saved value shows
 * its name, not its id.
 */
export function useLookupOptions(
  loader: LookupLoader | undefined,
  field: string,
  hospCode: string | undefined,
  value: string | undefined,
): LookupPicker {
  const [active, setActive] = useState(false);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const key = JSON.stringify([field, hospCode ?? null, keyword]);
  const [pages, setPages] = useState<LookupPages>(() => emptyPages(key));
  const [loading, setLoading] = useState(false);
  const [named, setNamed] = useState<Record<string, string>>({});
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const current = pages.key === key ? pages : emptyPages(key);

  const load = useCallback(
    (from: LookupPages) => {
      const ask = loaderRef.current;
      if (!ask || !hasMore(from)) return;
      const page = from.page + 1;
      setLoading(true);
      ask({ field, keyword, index: page, ...(hospCode ? { hospCode } : {}) }).then(
        (answer) => {
          setPages((previous) => addPage(previous.key === from.key ? previous : emptyPages(from.key), from.key, page, answer));
          // Every label seen stays known: a chosen record keeps its name when the search changes.
          setNamed((previous) => ({ ...previous, ...Object.fromEntries(answer.list.map((option) => [option.value, option.label])) }));
          setLoading(false);
        },
        () => setLoading(false),
      );
    },
    [field, keyword, hospCode],
  );

  // A new search (or hospital) starts from its first page once the picker is open.
  useEffect(() => {
    if (!active) return;
    const fresh = emptyPages(key);
    setPages(fresh);
    load(fresh);
  }, [active, key, load]);

  // Typing settles before it is searched.
  useEffect(() => {
    if (typed === keyword) return;
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  // The value's label, when the loaded pages do not have it.
  const knownValue = value === undefined || named[value] !== undefined || current.options.some((option) => option.value === value);
  useEffect(() => {
    const ask = loaderRef.current;
    if (knownValue || !ask || !value) return;
    let live = true;
    ask({ field, ids: [value], ...(hospCode ? { hospCode } : {}) }).then(
      (answer) =>
        live && setNamed((previous) => ({ ...previous, ...Object.fromEntries(answer.list.map((option) => [option.value, option.label])) })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [knownValue, value, field, hospCode]);

  return {
    options: shownOptions(current.options, value, named),
    loading,
    open: () => setActive(true),
    search: setTyped,
    loadMore: () => {
      if (!loading && current.page > 0) load(current);
    },
  };
}
