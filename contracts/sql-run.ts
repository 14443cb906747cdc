/** What POST /db/sql-manage/run answers (server/sql-manage/sql-run.ts). */
export interface RunAnswer {
  columns: string[];
  rows: Record<string, string | number | boolean | null>[];
  truncated: boolean;
  rowCap: number;
  elapsedMs: number;
  schema: string;
}
