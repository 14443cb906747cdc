import { useEffect, useRef, useState } from 'react';
import type { OptionSource } from '../../../schema/entity-types';
import type { Option } from '../../data/data-provider';
import { optionsKey, type OptionsLoader } from './options-loader';

/**
 * One request per option list and loader: two fields on the same dictionary (or a form opened
 * twice) share it. A failed load is forgotten so the next open asks again.
 */
const requests = new WeakMap<OptionsLoader, Map<string, Promise<Option[]>>>();

function loadOnce(loader: OptionsLoader, source: OptionSource, hospCode: string | undefined): Promise<Option[]> {
  let byKey = requests.get(loader);
  if (!byKey) {
    byKey = new Map();
    requests.set(loader, byKey);
  }
  const key = optionsKey(source, hospCode);
  const cached = byKey.get(key);
  if (cached) return cached;
  const request = loader(source, hospCode === undefined ? {} : { hospCode });
  byKey.set(key, request);
  request.catch(() => byKey.delete(key));
  return request;
}

export interface FieldOptions {
  options: Option[];
  loading: boolean;
}

/**
 * The options of one select field. Static `{values}` need no loader; dictionaries and resources go
 * through it, and reload when the hospital changes.
 */
export function useFieldOptions(
  source: OptionSource | undefined,
  loader: OptionsLoader | undefined,
  hospCode: string | undefined,
): FieldOptions {
  const staticValues = source && 'values' in source ? source.values : undefined;
  const remote = source && !('values' in source) && !('tree' in source) ? source : undefined;
  const key = remote ? optionsKey(remote, hospCode) : '';
  const [loaded, setLoaded] = useState<{ key: string; options: Option[] } | undefined>();
  // The latest loader, read when the key changes: an inline loader must not refetch on every render.
  const loaderRef = useRef(loader);
  loaderRef.current = loader;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` spells out `remote` and `hospCode`; a source object rebuilt each render must not reload (and re-set) the options.
  useEffect(() => {
    const currentLoader = loaderRef.current;
    if (!remote || !currentLoader) return;
    let live = true;
    loadOnce(currentLoader, remote, hospCode).then(
      (options) => live && setLoaded({ key, options }),
      () => live && setLoaded({ key, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  if (staticValues) return { options: staticValues, loading: false };
  if (!remote || !loader) return { options: [], loading: false };
  return loaded?.key === key ? { options: loaded.options, loading: false } : { options: [], loading: true };
}
