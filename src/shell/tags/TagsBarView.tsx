import { useEffect, useRef, useState, type MouseEvent, type WheelEvent } from 'react';
import { IconClose } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { VisitedView } from '../../../platform/state/tags-atoms';
import { contextMenuLeft, scrollLeftToShow, wheelScrollStep } from './tags-geometry';
import styles from './TagsBar.module.css';

export interface TagsBarViewProps {
  views: VisitedView[];
  isActive: (view: VisitedView) => boolean;
  titleOf: (view: VisitedView) => string;
  onOpen: (view: VisitedView) => void;
  onClose: (view: VisitedView) => void;
  onCloseOthers: (view: VisitedView) => void;
  onCloseAll: (view: VisitedView) => void;
  onRefresh: (view: VisitedView) => void;
}

interface MenuState {
  view: VisitedView;
  left: number;
  top: number;
}

/** The open-page tab bar: tabs, their close icons, the wheel, and the right-click menu. */
export function TagsBarView({ views, isActive, titleOf, onOpen, onClose, onCloseOthers, onCloseAll, onRefresh }: TagsBarViewProps) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const activePath = views.find(isActive)?.path;

  // The current tab scrolls into view whenever it changes (or its tab first appears).
  // biome-ignore lint/correctness/useExhaustiveDependencies: views.length re-runs it when a tab comes or goes, which moves the current tab.
  useEffect(() => {
    const scroller = scrollRef.current;
    const tab = activePath === undefined ? null : scroller?.querySelector<HTMLElement>(`[data-path="${CSS.escape(activePath)}"]`);
    if (!scroller || !tab) return;
    scroller.scrollLeft = scrollLeftToShow(tab.offsetLeft, tab.offsetWidth, scroller.scrollLeft, scroller.clientWidth);
  }, [activePath, views.length]);

  // Seed 000 section 4: the context menu hides on any click.
  useEffect(() => {
    if (!menu) return undefined;
    const hide = () => setMenu(null);
    document.addEventListener('click', hide);
    return () => document.removeEventListener('click', hide);
  }, [menu]);

  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    const bar = barRef.current;
    if (!bar) return;
    const rect = bar.getBoundingClientRect();
    setMenu({ view, left: contextMenuLeft(event.clientX, rect.left, bar.offsetWidth), top: event.clientY - rect.top });
  };

  const onWheel = (event: WheelEvent) => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft += wheelScrollStep(event.deltaX, event.deltaY);
  };

  const act = (action: (view: VisitedView) => void) => () => {
    if (menu) action(menu.view);
    setMenu(null);
  };

  return (
    <div id="shell-tags" ref={barRef} className={styles.container}>
      <div ref={scrollRef} className={styles.scroll} role="tablist" aria-label={t('shell.tags.label')} onWheel={onWheel}>
        {views.map((view) => {
          const title = titleOf(view);
          const current = isActive(view);
          return (
            <span
              key={view.path}
              data-path={view.path}
              role="tab"
              aria-selected={current}
              aria-label={title}
              tabIndex={0}
              className={`${styles.tab} ${current ? styles.active : ''}`}
              onClick={() => onOpen(view)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(view);
              }}
              onMouseDown={(event) => {
                // The middle button would start the browser's auto-scroll; it closes the tab instead.
                if (event.button === 1) event.preventDefault();
              }}
              onMouseUp={(event) => {
                if (event.button === 1 && !view.meta.affix) onClose(view);
              }}
              onContextMenu={(event) => openMenu(event, view)}
            >
              {title}
              {view.meta.affix ? null : (
                // biome-ignore lint/a11y/useSemanticElements: a <button> would be focusable inside the tab, which axe's nested-interactive refuses.
                // biome-ignore lint/a11y/useFocusableInteractive: the icon must stay unfocusable inside its tab; the keyboard closes a tab from its context menu.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the icon takes no focus, so no keys reach it; the tab's context menu closes it by keyboard.
                <span
                  role="button"
                  aria-label={t('shell.tags.closeTab', { title })}
                  className={styles.close}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(view);
                  }}
                >
                  <IconClose />
                </span>
              )}
            </span>
          );
        })}
      </div>
      {menu ? (
        <div className={styles.menu} role="menu" aria-label={t('shell.tags.menu')} style={{ left: menu.left, top: menu.top }}>
          <button type="button" role="menuitem" onClick={act(onRefresh)}>
            {t('shell.tags.refresh')}
          </button>
          {menu.view.meta.affix ? null : (
            <button type="button" role="menuitem" onClick={act(onClose)}>
              {t('shell.tags.close')}
            </button>
          )}
          <button type="button" role="menuitem" onClick={act(onCloseOthers)}>
            {t('shell.tags.closeOthers')}
          </button>
          <button type="button" role="menuitem" onClick={act(onCloseAll)}>
            {t('shell.tags.closeAll')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
