import { describe, expect, it } from 'vitest';
import { describeViolations, hospitalSchemasIn, sqlShapeViolations, statementOfLogLine } from '../sql-shape/sql-shape.js';

describe('the SQL-shape rule (one hospital schema a statement)', () => {
  it('accepts a hospital table joined with platform tables, platform.hosp_* tables included', () => {
    const statement = `select u.user_id, r.role_name from platform.hosp_user u join platform.acct a on a.acct_id = u.acct_id
      join hosp_h001.role r on r.role_id = u.role_id where hosp_user.hosp_code = $1`;
    expect(hospitalSchemasIn(statement)).toEqual(['hosp_h001']);
    expect(sqlShapeViolations([statement])).toEqual([]);
  });

  it('refuses a statement joining two hospitals, and shows it', () => {
    const statement = `select name from hosp_h001.kysely_migration union all select name from "hosp_H002".kysely_migration`;
    const violations = sqlShapeViolations([statement, statement]);
    expect(violations).toEqual([{ statement, schemas: ['hosp_h001', 'hosp_h002'] }]);
    expect(describeViolations(violations)).toBe(`一条语句涉及多个医院 schema (hosp_h001, hosp_h002):\n${statement}`);
  });

  it('does not count a schema named as a string or a column such as hosp_code', () => {
    expect(hospitalSchemasIn(`select hosp_code from platform.hosp where nspname in ('hosp_a', 'hosp_b')`)).toEqual([]);
  });

  it('reads simple and extended protocol statements from the jsonlog, nothing else', () => {
    expect(statementOfLogLine(JSON.stringify({ message: 'statement: select 1' }))).toBe('select 1');
    expect(statementOfLogLine(JSON.stringify({ message: 'execute <unnamed>: select $1\nfrom x' }))).toBe('select $1\nfrom x');
    expect(statementOfLogLine(JSON.stringify({ message: 'database system is ready to accept connections' }))).toBeNull();
    expect(statementOfLogLine('not json')).toBeNull();
  });
});
