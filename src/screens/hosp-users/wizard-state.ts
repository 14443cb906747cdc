import type { AccountCheck } from '../../../contracts/hosp-users';

/**
 * The add-user wizard of seed 001 sections 2.2 and 4 as a pure state machine: 1 account check,
 * 2 confirm account info (a new account is created on leaving it), 3 business role binding.
 */
export type WizardStep = 'check' | 'account' | 'binding';
export const WIZARD_STEPS: WizardStep[] = ['check', 'account', 'binding'];

/** What step 2 shows of the account (never a password). */
export type WizardAccount = Record<string, unknown> & { id?: string };

export interface WizardState {
  step: WizardStep;
  account: WizardAccount | null;
  newAccount: boolean;
  /** The account to bind: known once an existing one is confirmed or the new one is created. */
  acctId: string | null;
  /** Why step 1 cannot go on. */
  failMsg: string | null;
}

export type WizardAction =
  | { type: 'checked'; result: AccountCheck }
  /** `account`: what step 2 was filled with (the name to speak of later); its password is never kept. */
  | { type: 'accountCreated'; acctId: string; account?: WizardAccount }
  | { type: 'accountConfirmed' }
  | { type: 'back' };

/** Where the wizard opens: step 1; step 2 with an account's row; step 3 for an account left unbound. */
export type WizardStart = 1 | 2 | 3;

/**
 * From the hospital user screen: step 1. From an account's row: step 2 with that account. For an
 * account an earlier wizard created and left unbound (未绑定医院): straight to its binding.
 */
export function initialWizardState(account?: WizardAccount, start: WizardStart = account ? 2 : 1): WizardState {
  const id = typeof account?.id === 'string' ? account.id : null;
  if (account && start === 3 && id) return { step: 'binding', account, newAccount: false, acctId: id, failMsg: null };
  if (account) return { step: 'account', account, newAccount: false, acctId: null, failMsg: null };
  return { step: 'check', account: null, newAccount: false, acctId: null, failMsg: null };
}

/** Closing now leaves an account this wizard created bound to no hospital: worth a question first. */
export const leavesAccountUnbound = (state: WizardState): boolean => state.step === 'binding' && state.newAccount && state.acctId !== null;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'checked':
      if (!action.result.enableNext) return { ...state, failMsg: action.result.failMsg };
      return {
        ...state,
        step: 'account',
        account: action.result.acct ?? {},
        newAccount: action.result.newAcct,
        acctId: null,
        failMsg: null,
      };
    case 'accountCreated': {
      if (state.step !== 'account' || !state.newAccount) return state;
      const { passWord: _password, ...shown } = action.account ?? {};
      return { ...state, step: 'binding', acctId: action.acctId, account: { ...state.account, ...shown } };
    }
    case 'accountConfirmed': {
      const id = typeof state.account?.id === 'string' ? state.account.id : null;
      return state.step === 'account' && !state.newAccount && id ? { ...state, step: 'binding', acctId: id } : state;
    }
    case 'back':
      // A created account exists: going back would create it twice, so step 3 has no way back.
      return state.step === 'account' && !state.acctId ? { ...state, step: 'check', failMsg: null } : state;
  }
}

/** Step 2's dialog: a new account is filled in (password asked); an existing one is shown disabled. */
export const accountDialogOf = (state: WizardState): 'acctAdd' | 'acctView' => (state.newAccount ? 'acctAdd' : 'acctView');
