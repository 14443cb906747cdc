import { http } from '../../../platform/api/http';
import type { ReleaseNote } from '../../../contracts/release-notes';

/** The note to show once, or null. Silent: the console works the same without it. */
export const fetchUnseenNote = () => http.post<ReleaseNote | null>('/db/project-update-log/unseen', {}, { silent: true });

/** Remembers, for this account on the server, that the note was read (shown once in any browser). */
export const markNoteSeen = (id: string) => http.post<null>('/db/project-update-log/seen', { id }, { silent: true });
