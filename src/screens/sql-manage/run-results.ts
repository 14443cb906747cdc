import Papa from 'papaparse';
import { safeCsvCell, UTF8_BOM } from '../../../engine/client/core';
import type { RunAnswer } from '../../../contracts/sql-run';

/** The results as a CSV Excel opens in UTF-8, formula-looking cells kept as text. */
export function runResultsCsv(answer: RunAnswer): string {
  const csv = Papa.unparse({
    fields: answer.columns.map(safeCsvCell),
    data: answer.rows.map((row) =>
      answer.columns.map((column) => safeCsvCell(row[column] === null || row[column] === undefined ? '' : String(row[column]))),
    ),
  });
  return `${UTF8_BOM}${csv}`;
}

/** `<query name>-<YYYYMMDD-HHmmss>.csv`, the name's path-unfriendly characters replaced. */
export function runResultsFileName(name: string, at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${name.replace(/[\\/:*?"<>|]+/g, '_') || 'sql'}-${stamp}.csv`;
}
