import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchUnseenNote, markNoteSeen } from './release-notes-api';
import { ReleaseNotesView } from './ReleaseNotesView';

export interface ReleaseNotesDialogProps {
  /** Another dialog of the start (the subsystems) is open: ask later. */
  held: boolean;
  /** Nothing (more) to show: no note, the question failed, or the note was closed. */
  onSettled?: () => void;
}

/**
 * The newest console release note, shown once per account after an update (项目更新日志): asked
 * once per shell (after sign-in), held back while another dialog of the start (the subsystems)
 * is open, and marked read on the server when closed, so no other browser shows it again.
 */
export function ReleaseNotesDialog({ held, onSettled }: ReleaseNotesDialogProps) {
  const [closed, setClosed] = useState<string | null>(null);
  const {
    data: note,
    isSuccess,
    isError,
  } = useQuery({
    queryKey: ['release-notes', 'unseen'],
    queryFn: fetchUnseenNote,
    staleTime: Infinity,
    retry: false,
    enabled: !held,
  });
  const settled = !held && (isError || (isSuccess && (!note || closed === note.id)));
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (held || !note || closed === note.id) return null;
  const close = () => {
    setClosed(note.id);
    void markNoteSeen(note.id).catch(() => undefined);
  };
  return <ReleaseNotesView note={note} onClose={close} />;
}
