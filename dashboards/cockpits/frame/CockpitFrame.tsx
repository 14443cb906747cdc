import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOSP_CODE_PARAM } from '../../logic/target-href';
import { COCKPIT_REFRESH_MS } from '../api/use-cockpit-query';
import { DESIGN_HEIGHT, DESIGN_WIDTH, cockpitScale } from './cockpit-scale';
import { useClock } from './use-clock';
import { useWindowSize } from './use-window-size';
import styles from './CockpitFrame.module.css';

export interface CockpitFrameProps {
  /** The cockpit's name, shown large in the header and as the document's title. */
  title: string;
  /** Left of the header (e.g. the hospital's name). */
  subtitle?: ReactNode;
  /** Right of the header, before the clock (e.g. the PDF export). */
  actions?: ReactNode;
  /** The panels, given the hospital named by `hosp_code`; laid out on the 1920×1080 design. */
  children: (hospCode: string) => ReactNode;
}

/**
 * Every cockpit's wall-screen frame, outside the console's shell: a fixed 1920×1080 design scaled to
 * the window (letterboxed, never reflowed, so a wall display and a laptop show the same picture),
 * dark, with the title, the clock and the refresh period in the header. The hospital is the URL's
 * `hosp_code`; without one the frame says so instead of guessing.
 */
export function CockpitFrame({ title, subtitle, actions, children }: CockpitFrameProps) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const hospCode = query.get(HOSP_CODE_PARAM) ?? '';
  const window = useWindowSize();
  const clock = useClock();
  const { scale, left, top } = cockpitScale(window.width, window.height);
  return (
    <div className={styles.viewport} data-cockpit="">
      <div
        className={styles.design}
        data-cockpit-design=""
        style={{ width: DESIGN_WIDTH, height: DESIGN_HEIGHT, left, top, transform: `scale(${scale})` }}
      >
        <header className={styles.header}>
          <div className={styles.left}>{subtitle}</div>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.right}>
            {actions}
            <span>{t('cockpit.frame.refreshEvery', { seconds: COCKPIT_REFRESH_MS / 1000 })}</span>
            <span className={styles.clock} aria-label="clock">
              {clock}
            </span>
          </div>
        </header>
        <main className={styles.body}>{hospCode ? children(hospCode) : <div className={styles.notice}>{t('cockpit.frame.noHospital')}</div>}</main>
      </div>
    </div>
  );
}
