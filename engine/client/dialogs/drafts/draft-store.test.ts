import { describe, expect, it, vi } from 'vitest';
import {
  MAX_DRAFTS,
  createMemoryDraftStorage,
  draftKey,
  draftValues,
  findDraft,
  onDraftsChanged,
  readDrafts,
  removeDraft,
  saveDraft,
  screenDrafts,
  type FormDraft,
} from './draft-store';

const draft = (over: Partial<FormDraft> = {}): FormDraft => ({
  entity: 'dic',
  hospCode: '10001',
  dialog: 'add',
  values: { type: 'T' },
  savedAt: 1,
  ...over,
});

describe('draft store', () => {
  it('keys a draft by screen (entity and hospital), dialog and row', () => {
    expect(draftKey({ entity: 'dic', dialog: 'add' })).toBe('dic||add|');
    expect(draftKey({ entity: 'hosp-dept', hospCode: '10001', dialog: 'edit', rowId: 'r1' })).toBe('hosp-dept|10001|edit|r1');
  });

  it('saves, finds and removes a draft', () => {
    const storage = createMemoryDraftStorage();
    saveDraft(storage, draft());
    saveDraft(storage, draft({ dialog: 'edit', rowId: 'r1', values: { val: '2' } }));
    expect(findDraft(storage, { entity: 'dic', hospCode: '10001', dialog: 'edit', rowId: 'r1' })?.values).toEqual({ val: '2' });
    removeDraft(storage, { entity: 'dic', hospCode: '10001', dialog: 'add' });
    expect(Object.keys(readDrafts(storage))).toEqual(['dic|10001|edit|r1']);
  });

  it("lists a screen's drafts, newest first, and no other hospital's", () => {
    const storage = createMemoryDraftStorage();
    saveDraft(storage, draft({ savedAt: 1 }));
    saveDraft(storage, draft({ dialog: 'batch', savedAt: 3 }));
    saveDraft(storage, draft({ hospCode: '10002', savedAt: 2 }));
    saveDraft(storage, draft({ entity: 'acct', hospCode: undefined, savedAt: 4 }));
    expect(screenDrafts(storage, 'dic', '10001').map((item) => item.dialog)).toEqual(['batch', 'add']);
    expect(screenDrafts(storage, 'acct', undefined)).toHaveLength(1);
  });

  it('ignores what it cannot read, and keeps only the newest drafts', () => {
    expect(readDrafts({ read: () => 'junk', write: () => {} })).toEqual({});
    expect(readDrafts({ read: () => ({ 'x|y': { entity: 'dic' } }), write: () => {} })).toEqual({});
    const storage = createMemoryDraftStorage();
    for (let index = 0; index < MAX_DRAFTS + 5; index += 1) saveDraft(storage, draft({ rowId: `r${index}`, savedAt: index }));
    const kept = Object.values(readDrafts(storage));
    expect(kept).toHaveLength(MAX_DRAFTS);
    expect(Math.min(...kept.map((item) => item.savedAt))).toBe(5);
  });

  it('tells listeners about every change', () => {
    const storage = createMemoryDraftStorage();
    const listener = vi.fn();
    const stop = onDraftsChanged(storage, listener);
    saveDraft(storage, draft());
    removeDraft(storage, draft());
    removeDraft(storage, draft());
    stop();
    saveDraft(storage, draft());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps emptied fields as null and never a password', () => {
    const values = { acctName: '张三', remark: '', passWord: 'secret_1' };
    expect(draftValues(values, ['acctName', 'remark', 'email', 'passWord'], (name) => name === 'passWord')).toEqual({
      acctName: '张三',
      remark: null,
      email: null,
    });
  });
});
