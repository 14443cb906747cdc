import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchUnseenNote, markNoteSeen } from './release-notes-api';
import { ReleaseNotesView } from './ReleaseNotesView';

/**
 * The newest console release note, shown once per account after an update (项目更新日志): asked
 * once per shell (after sign-in), held back while another dialog of the start (the subsystems)
 * is open, and marked read on the server when closed, so no other browser shows it again.
 */
export function ReleaseNotesDialog({ held }: { held: boolean }) {
  const [closed, setClosed] = useState<string | null>(null);
  const { data: note } = useQuery({
    queryKey: ['release-notes', 'unseen'],
    queryFn: fetchUnseenNote,
    staleTime: Infinity,
    retry: false,
    enabled: !held,
  });
  if (held || !note || closed === note.id) return null;
  const close = () => {
    setClosed(note.id);
    void markNoteSeen(note.id).catch(() => undefined);
  };
  return <ReleaseNotesView note={note} onClose={close} />;
}
