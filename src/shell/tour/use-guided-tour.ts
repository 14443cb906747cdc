import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_STEPS } from './guide-steps';
import { guideShown, rememberGuideShown } from './guide-cookie';

/** Only elements a user can see get a step (the admin layout has no hospital; a mobile sidebar is hidden). */
function visible(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element || element.closest('[aria-hidden="true"]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/**
 * The first-login guided tour (driver.js, loaded only when it runs). It waits while a dialog is
 * open, then runs once; the cookie keeps it from coming back for 60 days.
 */
export function useGuidedTour(blocked: boolean): void {
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (blocked || started.current || guideShown()) return;
    started.current = true;
    rememberGuideShown();
    void (async () => {
      const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
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
