import { describe, expect, it } from 'vitest';
import { LOCKOUT_MESSAGES, lockoutRefusal } from './account-guards';

const me = { id: 'me', type: '03', state: '1' };
const otherAdmin = { id: 'other', type: '03', state: '1' };
const user = { id: 'user', type: '01', state: '1' };

describe('lockoutRefusal: what a write to accounts may not do', () => {
  it('refuses deleting, retyping or disabling the caller, alone or in a batch', () => {
    expect(lockoutRefusal('me', 'delete', [me, user], {}, 1)).toBe(LOCKOUT_MESSAGES.deleteSelf);
    expect(lockoutRefusal('me', 'update', [me], { type: '01', state: '1' }, 1)).toBe(LOCKOUT_MESSAGES.retypeSelf);
    expect(lockoutRefusal('me', 'batchUpdate', [me, user], { type: '03', state: '0' }, 1)).toBe(LOCKOUT_MESSAGES.disableSelf);
  });

  it('lets the caller keep their type and state (an edit form always sends both) and reset their password', () => {
    expect(lockoutRefusal('me', 'update', [me], { type: '03', state: '1' }, 0)).toBeNull();
    expect(lockoutRefusal('me', 'action:resetPass', [me], {}, 0)).toBeNull();
    expect(lockoutRefusal('me', 'action:base-update', [me], {}, 0)).toBeNull();
  });

  it('refuses removing the last active super admin by delete, disable or retype', () => {
    expect(lockoutRefusal('me', 'delete', [otherAdmin], {}, 0)).toBe(LOCKOUT_MESSAGES.lastSuperAdmin);
    expect(lockoutRefusal('me', 'update', [otherAdmin], { state: '0' }, 0)).toBe(LOCKOUT_MESSAGES.lastSuperAdmin);
    expect(lockoutRefusal('me', 'batchUpdate', [otherAdmin, user], { type: '01', state: '1' }, 0)).toBe(LOCKOUT_MESSAGES.lastSuperAdmin);
  });

  it('allows it while another active super admin remains, and leaves other accounts alone', () => {
    expect(lockoutRefusal('me', 'delete', [otherAdmin], {}, 1)).toBeNull();
    expect(lockoutRefusal('me', 'delete', [user], {}, 0)).toBeNull();
    expect(lockoutRefusal('me', 'batchUpdate', [user], { type: '02', state: '0' }, 0)).toBeNull();
  });
});
