import { describe, expect, it } from 'vitest';
import { accountDialogOf, initialWizardState, leavesAccountUnbound, wizardReducer, type WizardState } from './wizard-state';

const existing = { id: 'a'.repeat(24), acctName: '李科长', cellPhone: '13800000002' };

describe('the add-user wizard', () => {
  it('starts at the account check, or at step 2 with an account from its row', () => {
    expect(initialWizardState().step).toBe('check');
    expect(initialWizardState(existing)).toMatchObject({ step: 'account', account: existing, newAccount: false });
  });

  it('stays at step 1 with the reason when the check says no', () => {
    const state = wizardReducer(initialWizardState(), {
      type: 'checked',
      result: { enableNext: false, newAcct: false, acct: null, failMsg: '该账号已是本院用户' },
    });
    expect(state).toMatchObject({ step: 'check', failMsg: '该账号已是本院用户' });
  });

  it('a new account: step 2 asks for it (with a password), and step 3 follows its creation only', () => {
    let state: WizardState = wizardReducer(initialWizardState(), {
      type: 'checked',
      result: { enableNext: true, newAcct: true, acct: { type: '01', cellPhone: '13900000000' }, failMsg: null },
    });
    expect(state).toMatchObject({ step: 'account', newAccount: true, acctId: null });
    expect(accountDialogOf(state)).toBe('acctAdd');
    expect(wizardReducer(state, { type: 'accountConfirmed' })).toBe(state);
    state = wizardReducer(state, { type: 'accountCreated', acctId: 'b'.repeat(24), account: { acctName: '新用户', passWord: 'Secret_1' } });
    expect(state).toMatchObject({
      step: 'binding',
      acctId: 'b'.repeat(24),
      account: { type: '01', cellPhone: '13900000000', acctName: '新用户' },
    });
    expect(state.account).not.toHaveProperty('passWord');
    expect(wizardReducer(state, { type: 'back' })).toBe(state);
  });

  it('an existing account: shown disabled, confirmed without creating anything, and step 2 can go back', () => {
    const checked = wizardReducer(initialWizardState(), {
      type: 'checked',
      result: { enableNext: true, newAcct: false, acct: existing, failMsg: null },
    });
    expect(accountDialogOf(checked)).toBe('acctView');
    expect(wizardReducer(checked, { type: 'back' }).step).toBe('check');
    expect(wizardReducer(checked, { type: 'accountCreated', acctId: 'c'.repeat(24) })).toBe(checked);
    expect(wizardReducer(checked, { type: 'accountConfirmed' })).toMatchObject({ step: 'binding', acctId: existing.id });
  });
});

describe('an account left unbound', () => {
  it('is what closing at step 3 after creating the account leaves behind', () => {
    const checked = wizardReducer(initialWizardState(), {
      type: 'checked',
      result: { enableNext: true, newAcct: true, acct: { type: '01' }, failMsg: null },
    });
    expect(leavesAccountUnbound(checked)).toBe(false);
    expect(leavesAccountUnbound(wizardReducer(checked, { type: 'accountCreated', acctId: 'b'.repeat(24) }))).toBe(true);
    const confirmed = wizardReducer(initialWizardState(existing), { type: 'accountConfirmed' });
    expect(leavesAccountUnbound(confirmed)).toBe(false);
  });

  it('opens at its binding step, with nothing to create and no way back', () => {
    const state = initialWizardState(existing, 3);
    expect(state).toMatchObject({ step: 'binding', acctId: existing.id, newAccount: false });
    expect(wizardReducer(state, { type: 'back' })).toBe(state);
    expect(leavesAccountUnbound(state)).toBe(false);
    // Without an id there is nothing to bind: the account is shown at step 2 instead.
    expect(initialWizardState({ acctName: 'x' }, 3).step).toBe('account');
  });
});
