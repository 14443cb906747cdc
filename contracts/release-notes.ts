/** A console release note (server/release-notes/release-note-handlers.ts). */
export interface ReleaseNote {
  id: string;
  version: string;
  releaseDate: string;
  items: { category: string; content: string }[];
}
