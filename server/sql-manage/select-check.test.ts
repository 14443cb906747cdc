import { describe, expect, it } from 'vitest';
import { blankLiterals, checkSelect, SELECT_CHECK_MESSAGES as M } from './select-check';

const error = (text: unknown) => {
  const result = checkSelect(text);
  return 'error' in result ? result.error : undefined;
};

describe('checkSelect', () => {
  it('accepts one SELECT or WITH, trailing semicolons dropped', () => {
    expect(checkSelect('select 1;;  \n')).toEqual({ sql: 'select 1' });
    expect(checkSelect('  WITH a AS (select 1 as x) select x from a')).toEqual({ sql: '  WITH a AS (select 1 as x) select x from a' });
    expect(checkSelect("(select ';' as semi, 'delete' as word, \"update\" from t) -- drop it")).toHaveProperty('sql');
    expect(checkSelect('select $q$ insert; $q$ as body')).toHaveProperty('sql');
  });

  it('refuses with a clear message', () => {
    expect(error('')).toBe(M.required);
    expect(error(42)).toBe(M.required);
    expect(error('x'.repeat(100_001))).toBe(M.tooLong(100_000));
    expect(error("select 'open")).toBe(M.unterminated);
    expect(error('select 1; select 2')).toBe(M.multiple);
    expect(error('insert into t values (1)')).toBe(M.notSelect);
    expect(error('update t set a = 1')).toBe(M.notSelect);
    expect(error('drop table t')).toBe(M.notSelect);
    expect(error('with d as (delete from t returning *) select * from d')).toBe(M.modifying('DELETE'));
    expect(error('select * into t2 from t')).toBe(M.modifying('INTO'));
    expect(error('select * from t for update')).toBe(M.modifying('UPDATE'));
    expect(error("select set_config('role', 'none', true)")).toBe(M.function('set_config'));
    expect(error('select pg_sleep (10)')).toBe(M.function('pg_sleep'));
    expect(error("select query_to_xml('select 1', true, false, '')")).toBe(M.function('query_to_xml'));
  });

  it('blanks literals and comments but keeps the words around them apart', () => {
    expect(blankLiterals("a'x''y'b/* c */d--e\nf")).toBe('a _ b _ d _ \nf');
    expect(blankLiterals('/* open')).toBeUndefined();
  });
});
