import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../../platform/routing/guard-decision';
import { HOSP_CODE_PARAM } from '../../logic/target-href';
import { PdfExportButton } from '../../../platform/pdf/PdfExportButton';
import { COCKPIT_REFRESH_MS } from '../kit/use-cockpit-query';
import { CockpitRefusal } from './CockpitRefusal';
import { DESIGN_HEIGHT, DESIGN_WIDTH, cockpitScale } from './cockpit-scale';
import { COCKPIT_BACKGROUND } from './cockpit-theme';
import { useClock } from './use-clock';
import { useCockpitAccess } from './use-cockpit-access';
import { useWindowSize } from './use-window-size';
import styles from './CockpitFrame.module.css';

export interface CockpitFrameProps {
  /** The cockpit's name, shown large in the header, as the document's title and as the PDF file's prefix. */
  title: string;
  /** Left of the header; default: the hospital's name. */
  subtitle?: ReactNode;
  /** Right of the header, before the PDF export and the clock. */
  actions?: ReactNode;
  /** The panels, given the hospital named by `hosp_code`; laid out on the 1920×1080 design. */
  children: (hospCode: string) => ReactNode;
}

/**
 * Every cockpit's wall-screen frame, outside the console's shell: a fixed 1920×1080 design scaled to
 * the window (letterboxed, never reflowed, so a wall display and a laptop show the same picture),
 * dark, with the hospital's name, the title, the PDF export, the refresh period and the clock in the
 * header. The hospital is the URL's `hosp_code`. The panels render only once the visitor is entitled
 * to that hospital's numbers (use-cockpit-access.ts): signed in, or holding its display key.
 */
export function CockpitFrame({ title, subtitle, actions, children }: CockpitFrameProps) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const location = useLocation();
  const hospCode = query.get(HOSP_CODE_PARAM) ?? '';
  const { access, hospName } = useCockpitAccess(hospCode);
  const window = useWindowSize();
  const clock = useClock();
  const design = useRef<HTMLDivElement>(null);
  const { scale, left, top } = cockpitScale(window.width, window.height);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const granted = hospCode !== '' && access.kind === 'granted';
  let body: ReactNode;
  if (!hospCode) body = <div className={styles.notice}>{t('cockpit.frame.noHospital')}</div>;
  else if (access.kind === 'refused') {
    const back = new URLSearchParams(location.search);
    back.delete('key');
    const search = back.size > 0 ? `?${back}` : '';
    body = <CockpitRefusal reason={access.reason} message={access.message} loginHref={loginPathFor(location.pathname, search)} />;
  } else if (access.kind === 'checking') body = <div className={styles.notice}>{t('cockpit.frame.access.checking')}</div>;
  else body = children(hospCode);

  return (
    <div className={styles.viewport} data-cockpit="">
      <div
        ref={design}
        className={styles.design}
        data-cockpit-design=""
        style={{ width: DESIGN_WIDTH, height: DESIGN_HEIGHT, left, top, transform: `scale(${scale})` }}
      >
        <header className={styles.header}>
          <div className={styles.left}>
            {subtitle ??
              (granted && hospName ? (
                <span data-user-data="" data-cockpit-hospital="">
                  {hospName}
                </span>
              ) : null)}
            {granted && access.via === 'displayKey' ? <span className={styles.badge}>{t('cockpit.frame.access.viaKey')}</span> : null}
          </div>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.right}>
            {actions}
            {granted ? (
              <PdfExportButton
                dark
                region={() => design.current}
                fileNamePrefix={title}
                background={COCKPIT_BACKGROUND}
                designSize={{ width: DESIGN_WIDTH, height: DESIGN_HEIGHT }}
              />
            ) : null}
            <span>{t('cockpit.frame.refreshEvery', { seconds: COCKPIT_REFRESH_MS / 1000 })}</span>
            <time className={styles.clock}>{clock}</time>
          </div>
        </header>
        <main className={styles.body}>{body}</main>
      </div>
    </div>
  );
}
