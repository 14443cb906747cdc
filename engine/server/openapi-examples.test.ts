import { describe, expect, it } from 'vitest';
import { EXAMPLE_OBJECT_ID, patternExample, withExamples } from './openapi-examples';

describe('examples for the API description', () => {
  it('derives readable values from simple patterns, and none from ones it cannot read', () => {
    expect(patternExample('^1\\d{10}$')).toBe('13800000001');
    expect(patternExample('^[0-9a-f]{24}$')).toBe(EXAMPLE_OBJECT_ID);
    expect(patternExample('^[A-Za-z0-9_]{6,20}$')).toBe('abc123_');
    expect(patternExample('^[A-Za-z0-9]+$')).toBe('abc123');
    expect(patternExample('^[A-Z]{2}\\d{6}-[xyz]$')).toBeUndefined();
  });

  it('prefers the host’s real value when it fits, and never one that breaks the property’s rules', () => {
    const named = (name: string) => ({ hospCode: '10001', cellPhone: 'not a phone' })[name];
    const schema = withExamples(
      {
        type: 'object',
        properties: {
          hospCode: { type: 'string', maxLength: 32 },
          cellPhone: { type: 'string', pattern: '^1\\d{10}$' },
          sort: { type: 'integer', minimum: 1, maximum: 32767 },
          sortOrder: { enum: ['asc', 'desc'] },
          when: { type: 'string', format: 'date-time' },
          ids: { type: 'array', items: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
        },
      },
      named,
    ) as { example: Record<string, unknown> };
    expect(schema.example).toEqual({
      hospCode: '10001',
      cellPhone: '13800000001',
      sort: 1,
      sortOrder: 'asc',
      when: '2026-11-23 08:30:00',
      ids: [EXAMPLE_OBJECT_ID],
    });
  });

  it('keeps an example the schema already has', () => {
    expect(
      (withExamples({ type: 'object', properties: {}, example: { pagedQueryInfo: { index: 1, pageSize: 10 } } }) as { example: unknown })
        .example,
    ).toEqual({
      pagedQueryInfo: { index: 1, pageSize: 10 },
    });
  });
});
