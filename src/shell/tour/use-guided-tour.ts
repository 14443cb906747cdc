import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_STEPS } from './guide-steps';
import { guideShown, rememberGuideShown } from './guide-cookie';
import { whenNoModalOnScreen } from './open-modal';

/** Only elements a user can see get a step (the admin layout has no hospital; a mobile sidebar is hidden). */
function visible(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element || element.closest('[aria-hidden="true"]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/**
 * The first-login guided tour (driver.js, loaded only when it runs). It waits while `blocked` (a
 * dialog of the start is open or about to open) and then until no modal is on screen, so it
 * never covers a dialog's buttons; it runs once, and the cookie keeps it away for 60 days.
 */
export function useGuidedTour(blocked: boolean): void {
  const { t } = useTranslation();
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (blocked || started.current || guideShown()) return;
    started.current = true;
    void (async () => {
      const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
      await whenNoModalOnScreen();
      // Signed out (or the shell left) meanwhile: the tour is for the next first visit.
      if (!mounted.current) return;
      rememberGuideShown();
      const steps = GUIDE_STEPS.filter((step) => visible(step.element)).map((step) => ({
        element: step.element,
        popover: { title: t(`shell.guide.${step.key}.title`), description: t(`shell.guide.${step.key}.text`) },
      }));
      driver({
        showProgress: true,
        allowClose: true,
        nextBtnText: t('shell.guide.next'),
        prevBtnText: t('shell.guide.prev'),
        doneBtnText: t('shell.guide.done'),
        progressText: '{{current}} / {{total}}',
        steps,
      }).drive();
    })();
  }, [blocked, t]);
}
