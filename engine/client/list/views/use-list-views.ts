import { Message } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ListViewSave, ListViewScope, ListViewScreen, SavedListView } from '../../data/list-view-client';
import type { ListController } from '../use-list-controller';
import { paramsOfView, urlNamesListState, VIEW_PARAM, viewStateOf } from './view-url';

const NO_VIEWS: SavedListView[] = [];
const ONLY_ME: ListViewScope[] = ['me'];

/** The hospital a hospital screen's views belong to: the page's, else the one its hospital filter applies. */
function screenOf(list: ListController): ListViewScreen | null {
  const { entity, hospCode, state } = list;
  if (entity.scope !== 'hospital') return { entity: entity.name };
  const code = hospCode ?? state.applied?.hospCode;
  return typeof code === 'string' && code !== '' ? { entity: entity.name, hospCode: code } : null;
}

export interface ListViews {
  available: boolean;
  screen: ListViewScreen | null;
  views: SavedListView[];
  defaultId: string | null;
  /** The scopes the save dialog offers: the server's answer, or only 仅自己 until it is known. */
  scopes: ListViewScope[];
  current: SavedListView | undefined;
  apply(view: SavedListView): void;
  /** Saves what the list shows now (a new view, or `id` overwritten); resolves false when refused. */
  save(view: Omit<ListViewSave, 'entity' | 'hospCode' | 'state'>): Promise<boolean>;
  remove(view: SavedListView): Promise<void>;
  setDefault(id: string | null): Promise<void>;
}

/**
 * The saved views of a list (issue 29): loads them for the screen and hospital, applies one by
 * writing its state into the URL (which the list follows), opens a view link (?view=<id>) and,
 * when the URL says nothing about the list, the account's default view; once per screen opening.
 */
export function useListViews(list: ListController): ListViews {
  const { t } = useTranslation();
  const store = list.provider.listViews;
  const { entity } = list;
  const screen = screenOf(list);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [openedWithState] = useState(() => urlNamesListState(entity, params));
  const [currentId, setCurrentId] = useState<string | null>(null);
  const opened = useRef(false);
  const queryKey = ['list-views', entity.name, screen?.hospCode ?? ''];
  const query = useQuery({ queryKey, queryFn: () => store!.query(screen!), enabled: Boolean(store && screen && entity.list) });
  const views = query.data?.views ?? NO_VIEWS;
  const defaultId = query.data?.defaultId ?? null;

  const apply = useCallback(
    (view: SavedListView) => {
      setParams((previous) => paramsOfView(entity, previous, view.state), { replace: true });
      setCurrentId(view.id);
    },
    [entity, setParams],
  );

  useEffect(() => {
    if (opened.current || !query.data) return;
    opened.current = true;
    const linked = params.get(VIEW_PARAM);
    if (linked !== null) {
      const view = query.data.views.find((candidate) => candidate.id === linked);
      if (view) apply(view);
      else {
        Message.warning(t('engine.views.notFound'));
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.delete(VIEW_PARAM);
            return next;
          },
          { replace: true },
        );
      }
      return;
    }
    const chosen = query.data.views.find((view) => view.id === query.data.defaultId);
    if (!openedWithState && chosen) apply(chosen);
  }, [query.data, params, apply, openedWithState, setParams, t]);

  const reload = () => queryClient.invalidateQueries({ queryKey });

  return {
    available: Boolean(store && screen && entity.list),
    screen,
    views,
    defaultId,
    scopes: query.data?.scopes ?? ONLY_ME,
    current: views.find((view) => view.id === currentId),
    apply,
    async save(view) {
      if (!store || !screen) return false;
      try {
        const id = await store.save({ ...screen, ...view, state: viewStateOf(entity, list.state, params) });
        await reload();
        setCurrentId(id);
        Message.success(t('engine.views.saved'));
        return true;
      } catch {
        return false; // The HTTP client showed the server's message.
      }
    },
    async remove(view) {
      if (!store) return;
      try {
        await store.remove(view.id);
        setCurrentId(null);
        await reload();
        Message.success(t('engine.views.deleted'));
      } catch {
        // Shown by the HTTP client.
      }
    },
    async setDefault(id) {
      if (!store || !screen) return;
      try {
        await store.setDefault(screen, id);
        await reload();
        Message.success(t(id === null ? 'engine.views.defaultCleared' : 'engine.views.defaultSet'));
      } catch {
        // Shown by the HTTP client.
      }
    },
  };
}
