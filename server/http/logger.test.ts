import { describe, expect, it } from 'vitest';
import { logControllerFor, logFormatFor, loggerOptions } from './logger';

describe('log format', () => {
  it('is readable in a terminal and JSON when piped, as pino users expect; LOG_FORMAT decides when set', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
    expect(() => logFormatFor('yaml', true)).toThrow('环境变量 LOG_FORMAT 只能是 pretty 或 json，当前值: yaml');
  });

  it('JSON keeps Fastify’s logger with one compact line per call; pretty writes through pino-pretty with one readable line per call', () => {
    const json = loggerOptions({ logLevel: 'info', logFormat: 'json' }) as { level?: string; stream?: { write?: unknown; sync?: boolean } };
    expect(json.level).toBe('info');
    // Written asynchronously: a synchronous write per line held the main thread on every call.
    expect(json.stream?.sync).toBe(false);
    expect(logControllerFor('json')).toBeDefined();
    const pretty = loggerOptions({ logLevel: 'info', logFormat: 'pretty' }) as { stream?: { write?: unknown } };
    expect(typeof pretty.stream?.write).toBe('function');
    expect(logControllerFor('pretty')).toBeDefined();
  });
});
