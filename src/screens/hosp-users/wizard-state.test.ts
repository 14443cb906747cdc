import { describe, expect, it } from 'vitest';
import { accountDialogOf, initialWizardState, wizardReducer, type WizardState } from './wizard-state';

const existing = { id: 'a'.repeat(24), acctName: '李科长', cellPhone: '13800000002' };

describe('the add-user wizard', () => {
  it('starts at the account check, or at step 2 with an account from its row', () => {
    expect(initialWizardState().step).toBe('check');
    expect(initialWizardState(existing)).toMatchObject({ step: 'account', account: existing, newAccount: false });
  });

  it('stays at step 1 with the reason when the check says no', () => {
    const state = wizardReducer(initialWizardState(), { type: 'checked', result: { enableNext: false, newAcct: false, acct: null, failMsg: '该账号已是本院用户' } });
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
    state = wizardReducer(state, { type: 'accountCreated', acctId: 'b'.repeat(24) });
    expect(state).toMatchObject({ step: 'binding', acctId: 'b'.repeat(24) });
    expect(wizardReducer(state, { type: 'back' })).toBe(state);
  });

  it('an existing account: shown disabled, confirmed without creating anything, and step 2 can go back', () => {
    const checked = wizardReducer(initialWizardState(), { type: 'checked', result: { enableNext: true, newAcct: false, acct: existing, failMsg: null } });
    expect(accountDialogOf(checked)).toBe('acctView');
    expect(wizardReducer(checked, { type: 'back' }).step).toBe('check');
    expect(wizardReducer(checked, { type: 'accountCreated', acctId: 'c'.repeat(24) })).toBe(checked);
    expect(wizardReducer(checked, { type: 'accountConfirmed' })).toMatchObject({ step: 'binding', acctId: existing.id });
  });
});
