import { lazy, Suspense, useState, type ReactNode } from 'react';

// Downloaded when opened: they bring the feedback entity's list and form (issue 17, lean shell).
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));
const MyFeedbackDialog = lazy(() => import('./MyFeedbackDialog').then((m) => ({ default: m.MyFeedbackDialog })));

export interface FeedbackDialogs {
  /** Menu handlers; absent outside a hospital (super admins answer feedback, they do not send it). */
  onFeedback?: () => void;
  onMyFeedback?: () => void;
  /** The open dialog, to render in the top bar. */
  dialogs: ReactNode;
}

/** The user menu's 意见反馈 and 我的反馈 (医院反馈, schemas/hosp-feedback.json), for a hospital's pages. */
export function useFeedbackDialogs(hospCode: string | null): FeedbackDialogs {
  const [open, setOpen] = useState<'submit' | 'mine' | null>(null);
  if (!hospCode) return { dialogs: null };
  const close = () => setOpen(null);
  return {
    onFeedback: () => setOpen('submit'),
    onMyFeedback: () => setOpen('mine'),
    dialogs: (
      <Suspense fallback={null}>
        {open === 'submit' ? (
          <FeedbackDialog hospCode={hospCode} onClose={close} />
        ) : open === 'mine' ? (
          <MyFeedbackDialog onClose={close} />
        ) : null}
      </Suspense>
    ),
  };
}
