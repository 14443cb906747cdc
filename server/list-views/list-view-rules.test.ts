import { describe, expect, it } from 'vitest';
import { checkViewName, MAX_STATE_CHARS, stateProblem, viewMessage, viewVisible } from './list-view-rules';

describe('saved list view rules', () => {
  it('trims a name and refuses an empty or long one, in both languages', () => {
    expect(checkViewName('  待修设备 ')).toEqual({ name: '待修设备' });
    expect(checkViewName('   ')).toEqual({ problem: 'nameRequired' });
    expect(checkViewName('视'.repeat(41))).toEqual({ problem: 'nameTooLong' });
    expect(checkViewName('视'.repeat(40))).toEqual({ name: '视'.repeat(40) });
    expect(viewMessage('nameTooLong', 'zh')).toBe('视图名称不能超过40个字');
    expect(viewMessage('nameTooLong', 'en')).toBe('The view name may have at most 40 characters');
  });

  it('refuses a state larger than the limit', () => {
    expect(stateProblem({ filters: { eqpName: 'x' } })).toBeUndefined();
    expect(stateProblem({ filters: { eqpName: 'x'.repeat(MAX_STATE_CHARS) } })).toBe('stateTooLarge');
  });

  it('shows a view to its owner, its role, a super admin for role views, and everyone for all', () => {
    const owner = { acctId: 'a', roleId: 'r1', isAdmin: false };
    const sameRole = { acctId: 'b', roleId: 'r1', isAdmin: false };
    const otherRole = { acctId: 'c', roleId: 'r2', isAdmin: false };
    const admin = { acctId: 'd', roleId: null, isAdmin: true };
    const mine = { owner_id: 'a', scope: 'me', role_id: null };
    const role = { owner_id: 'a', scope: 'role', role_id: 'r1' };
    const all = { owner_id: 'a', scope: 'all', role_id: null };
    expect([owner, sameRole, otherRole, admin].map((caller) => viewVisible(mine, caller))).toEqual([true, false, false, false]);
    expect([owner, sameRole, otherRole, admin].map((caller) => viewVisible(role, caller))).toEqual([true, true, false, true]);
    expect([owner, sameRole, otherRole, admin].map((caller) => viewVisible(all, caller))).toEqual([true, true, true, true]);
  });
});
