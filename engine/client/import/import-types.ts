/** What the engine's import calls answer (engine/server/import-routes.ts). */
export interface ImportUpload {
  id: string;
  fileName: string;
  headerRow: number;
  headers: string[];
  fields: { name: string; title: string; titleEn?: string }[];
  keys: { name: string; fields: string[] }[];
  mapping: (string | null)[];
  total: number;
  sample: string[][];
}
export interface RefusedRow {
  row: number;
  message: string;
  /** The row's cells as the file had them. */
  cells: string[];
}
export interface ImportCheck {
  total: number;
  adds: number;
  updates: number;
  refused: RefusedRow[];
}
export interface ImportChunk {
  total: number;
  added: number;
  updated: number;
  refused: RefusedRow[];
  next: number;
}
export type ImportStep = 'check' | 'run';
