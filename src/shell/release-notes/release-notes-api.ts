import { http } from '../../../platform/api/http';

/** A console release note (server/release-notes/release-note-handlers.ts). */
export interface ReleaseNote {
  id: string;
  version: string;
  releaseDate: string;
  items: { category: string; content: string }[];
}

/** The note to show once, or null. Silent: the console works the same without it. */
export const fetchUnseenNote = () => http.post<ReleaseNote | null>('/db/project-update-log/unseen', {}, { silent: true });

/** Remembers, for this account on the server, that the note was read (shown once in any browser). */
export const markNoteSeen = (id: string) => http.post<null>('/db/project-update-log/seen', { id }, { silent: true });
