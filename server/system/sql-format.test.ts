import { describe, expect, it } from 'vitest';
import { formatSql } from './sql-format.js';

describe('formatSql', () => {
  it('formats for PostgreSQL with upper-case keywords', () => {
    expect(formatSql('select a, b from t where x = $1')).toBe('SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = $1');
  });

  it('answers a parse failure as 001 with the place in Chinese', () => {
    expect(() => formatSql("select 'abc from t")).toThrow('SQL语法错误，无法格式化（第1行第8列附近），请检查引号、括号是否成对');
  });
});
