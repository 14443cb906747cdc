// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../platform/state/app-store';
import { freshSession, sessionAtom } from '../../platform/state/session-atoms';
import { accountDraftStorage, entityDataProvider } from './entity-api';

const signIn = (acctId: string | null) => appStore.set(sessionAtom, { ...freshSession(false), acctId });
const draft = { 'dic||add|': { entity: 'dic', dialog: 'add', values: { type: 'T' }, savedAt: 1 } };

afterEach(() => {
  localStorage.clear();
  signIn(null);
});

describe('dialog drafts in the console', () => {
  it('keeps them per account in the versioned storage, so the same account finds them after a re-login', () => {
    signIn('acct-a');
    accountDraftStorage.write(draft);
    expect(JSON.parse(localStorage.getItem('hec:formDrafts:a=acct-a')!)).toEqual({ v: 1, value: draft });
    signIn('acct-b');
    expect(accountDraftStorage.read()).toEqual({});
    signIn('acct-a');
    expect(accountDraftStorage.read()).toEqual(draft);
  });

  it('keeps nothing while no account is known', () => {
    signIn(null);
    accountDraftStorage.write(draft);
    expect(localStorage.length).toBe(0);
    expect(entityDataProvider.drafts).toBe(accountDraftStorage);
  });
});
