/**
 * The conservative text check of 运行 on the SQL management screen: one statement that reads.
 * It is the first of three guards (then a READ ONLY transaction, then a role that may read only
 * the chosen schema), so it refuses early with a clear message rather than trying to be a parser:
 * comments, string literals, quoted names and dollar-quoted bodies are blanked out, and what is
 * left must be one SELECT or WITH statement without data-changing keywords or risky functions.
 */

export const SELECT_CHECK_MESSAGES = {
  required: '请输入SQL语句',
  tooLong: (max: number) => `SQL语句不能超过${max}个字符`,
  unterminated: 'SQL语句中的引号或注释没有结束',
  multiple: '只能执行一条SQL语句',
  notSelect: '只允许执行以SELECT或WITH开头的查询语句',
  modifying: (keyword: string) => `只允许查询：SQL中不能包含修改数据或结构的语句（${keyword}）`,
  function: (name: string) => `只允许查询：SQL中不能调用函数 ${name}`,
} as const;

export const SELECT_MAX_CHARS = 100_000;

/**
 * Words that write or lock inside a statement starting with SELECT or WITH (a CTE's DELETE,
 * SELECT INTO, FOR UPDATE); refused anywhere outside literals. Column names that happen to be
 * one of them need double quotes.
 */
const MODIFYING = [
  'insert',
  'update',
  'delete',
  'merge',
  'truncate',
  'drop',
  'alter',
  'create',
  'grant',
  'revoke',
  'copy',
  'call',
  'into',
  'lock',
];

/**
 * Functions that change the session (set_config could leave the reading role), run other SQL,
 * touch the server's files, or stall an embedded database that cannot cancel a statement.
 */
const FUNCTIONS = [
  'set_config',
  'query_to_xml',
  'query_to_xml_and_xmlschema',
  'query_to_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'dblink',
  'dblink_exec',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'lo_import',
  'lo_export',
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_advisory_lock',
  'pg_advisory_xact_lock',
  'pg_notify',
];

/** Blanks out comments, 'strings' (E'' too), "quoted names" and $tag$ bodies; undefined when one is left open. */
export function blankLiterals(text: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    let end: number;
    if (rest.startsWith('--')) end = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (rest.startsWith('/*')) end = text.indexOf('*/', i + 2) === -1 ? -1 : text.indexOf('*/', i + 2) + 2;
    else if (text[i] === "'" || text[i] === '"') {
      const quote = text[i]!;
      let j = i + 1;
      for (;;) {
        j = text.indexOf(quote, j);
        if (j === -1) break;
        if (text[j + 1] === quote) j += 2;
        else break;
      }
      end = j === -1 ? -1 : j + 1;
    } else if (dollar) {
      const close = text.indexOf(dollar[0], i + dollar[0].length);
      end = close === -1 ? -1 : close + dollar[0].length;
    } else {
      out += text[i];
      i += 1;
      continue;
    }
    if (end === -1) return undefined;
    // A literal becomes a space-padded placeholder: it still separates words, and reads as nothing.
    out += ' _ ';
    i = end;
  }
  return out;
}

/** The statement to run (trailing semicolons and blanks removed), or the refusal's message. */
export function checkSelect(sqlText: unknown): { sql: string } | { error: string } {
  if (typeof sqlText !== 'string' || sqlText.trim() === '') return { error: SELECT_CHECK_MESSAGES.required };
  if (sqlText.length > SELECT_MAX_CHARS) return { error: SELECT_CHECK_MESSAGES.tooLong(SELECT_MAX_CHARS) };
  const bare = blankLiterals(sqlText);
  if (bare === undefined) return { error: SELECT_CHECK_MESSAGES.unterminated };
  const body = bare.replace(/[\s;]+$/, '');
  if (body.includes(';')) return { error: SELECT_CHECK_MESSAGES.multiple };
  const words = body.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? [];
  if (!/^\s*\(*\s*(select|with)\b/i.test(body)) return { error: SELECT_CHECK_MESSAGES.notSelect };
  const modifying = words.find((word) => MODIFYING.includes(word));
  if (modifying) return { error: SELECT_CHECK_MESSAGES.modifying(modifying.toUpperCase()) };
  const called = /([a-z_][a-z0-9_$]*)\s*\(/gi;
  for (let match = called.exec(body); match; match = called.exec(body)) {
    const name = match[1]!.toLowerCase();
    if (FUNCTIONS.includes(name)) return { error: SELECT_CHECK_MESSAGES.function(name) };
  }
  return { sql: sqlText.replace(/[\s;]+$/, '') };
}
