import { describe, expect, it } from 'vitest';
import { EntityError } from './entity-context';
import { requestedVersion, requestedVersions } from './row-versions';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof EntityError ? `${error.kind}: ${error.message}` : String(error);
  }
  return 'accepted';
};

describe('versions a client sends back', () => {
  it('absent means not checked (the last write wins); otherwise a whole number from 0', () => {
    expect(requestedVersion(undefined)).toBeUndefined();
    expect(requestedVersion(null)).toBeUndefined();
    expect(requestedVersion(0)).toBe(0);
    expect(requestedVersion(7)).toBe(7);
    expect(refusal(() => requestedVersion('7'))).toBe('badRequest: 版本号必须为整数');
    expect(refusal(() => requestedVersion(1.5))).toBe('badRequest: 版本号必须为整数');
    expect(refusal(() => requestedVersion(-1))).toBe('badRequest: 版本号不能小于0');
  });

  it('a batch names them by id: ids of the batch without one, and ids outside it, are not checked', () => {
    const ids = ['a'.repeat(24), 'b'.repeat(24)];
    expect([...requestedVersions({ [ids[0]!]: 3, ['c'.repeat(24)]: 1 }, ids)]).toEqual([[ids[0], 3]]);
    expect(requestedVersions(undefined, ids).size).toBe(0);
    expect(refusal(() => requestedVersions([3], ids))).toBe('badRequest: 版本号格式不正确');
    expect(refusal(() => requestedVersions({ [ids[1]!]: 'x' }, ids))).toBe('badRequest: 版本号必须为整数');
  });
});
