import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntitySchema } from '../../schema/entity-types';
import type { ListAction, ListState, UrlListState } from './list-reducer';
import { listUrlKey, readListUrl, writeListUrl } from './list-url';

/** The list's URL part as it is when the screen opens: the reducer starts from it. */
export function useInitialUrlListState(entity: EntitySchema): UrlListState {
  const [params] = useSearchParams();
  const [initial] = useState(() => readListUrl(entity, params));
  return initial;
}

/**
 * Keeps the URL and the list state in step both ways. Each direction runs only when its own side
 * changed, so an outside navigation (back button, a shared link) is never overwritten by the old state.
 */
export function useUrlListSync(entity: EntitySchema, state: ListState, dispatch: Dispatch<ListAction>): void {
  const [params, setParams] = useSearchParams();
  const urlKey = listUrlKey(entity, params);
  const stateKey = listUrlKey(entity, writeListUrl(entity, new URLSearchParams(), state));
  // The effects read the latest values through a ref and run on their own side's key only.
  const latest = useRef({ state, stateKey, urlKey, params, setParams, dispatch });
  latest.current = { state, stateKey, urlKey, params, setParams, dispatch };

  useEffect(() => {
    const current = latest.current;
    if (current.urlKey === stateKey) return;
    current.setParams((previous) => writeListUrl(entity, previous, current.state), { replace: true });
  }, [entity, stateKey]);

  useEffect(() => {
    const current = latest.current;
    if (urlKey === current.stateKey) return;
    current.dispatch({ type: 'urlChanged', url: readListUrl(entity, current.params) });
  }, [entity, urlKey]);
}
