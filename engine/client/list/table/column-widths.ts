/**
 * Every data column gets a width, so the table is as wide as its columns and scrolls sideways
 * instead of squeezing one (Arco's scroll.x lays the table out fixed: a column without a width got
 * what was left, and 初始化状态 shrank to 初/态 under the fixed operations column).
 */

/** No data column is narrower: a code, a name or a state stays on one or two lines. */
export const MIN_COLUMN_WIDTH = 120;
/** A column sized by what it shows grows to this at most; longer values wrap (or use `viewer`). */
export const MAX_CONTENT_WIDTH = 320;
/** Arco's header cell padding (16 px each side) plus a little air. */
const CELL_PADDING = 40;
/** The sort arrows beside a sortable column's title. */
const SORTER_WIDTH = 24;
/** A 14 px Chinese character; Latin letters, digits and punctuation average about 8 px. */
const WIDE_CHAR_WIDTH = 14;
const NARROW_CHAR_WIDTH = 8;

/** East Asian characters and full-width forms take a full em; everything else about half. */
const isWide = (char: string): boolean =>
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char);

/** A text's width on one line at the table's 14 px, in CSS pixels (an estimate). */
const textWidth = (text: string): number => [...text].reduce((sum, char) => sum + (isWide(char) ? WIDE_CHAR_WIDTH : NARROW_CHAR_WIDTH), 0);

/** The width a column title needs on one line in the table header, in CSS pixels (an estimate). */
export function titleWidth(title: string, sortable = false): number {
  return Math.ceil(textWidth(title) + CELL_PADDING + (sortable ? SORTER_WIDTH : 0));
}

export interface ColumnWidthInput {
  sortable?: boolean;
  /** What the schema or the field's kind asks for (a width, dates, long values). */
  preferred?: number | undefined;
  /** The texts the loaded page shows in the column: without a preferred width, it grows to hold them (up to MAX_CONTENT_WIDTH). */
  contents?: string[];
}

/**
 * A data column's width: the preferred one, else what its values need on one line (at most
 * MAX_CONTENT_WIDTH); never less than its title needs on one line, nor less than MIN_COLUMN_WIDTH.
 */
export function columnWidth(title: string, { sortable = false, preferred, contents = [] }: ColumnWidthInput): number {
  const content = preferred ?? Math.min(MAX_CONTENT_WIDTH, Math.ceil(Math.max(0, ...contents.map(textWidth)) + CELL_PADDING));
  return Math.max(content, titleWidth(title, sortable), MIN_COLUMN_WIDTH);
}
