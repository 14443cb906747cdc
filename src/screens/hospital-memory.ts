import type { HospitalMemory } from '../../engine/client/core';
import { appStore } from '../../platform/state/app-store';
import { sessionAtom } from '../../platform/state/session-atoms';
import { StorageNames, readStored, writeStored } from '../../platform/state/storage';

type HospitalChoices = Record<string, string>;

const isHospitalChoices = (value: unknown): value is HospitalChoices =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((code) => typeof code === 'string');

/**
 * The hospital last chosen on each hospital-scoped screen, by entity name, in the console's versioned
 * local storage per signed-in account (read at each call: another account never sees these).
 */
export const accountHospitalMemory: HospitalMemory = {
  recall: (entity) => {
    const acctId = appStore.get(sessionAtom).acctId;
    if (!acctId) return undefined;
    return readStored<HospitalChoices>(StorageNames.hospitalChoices, {}, { scope: { acctId }, isValid: isHospitalChoices })[entity];
  },
  remember: (entity, hospCode) => {
    const acctId = appStore.get(sessionAtom).acctId;
    if (!acctId) return;
    const choices = readStored<HospitalChoices>(StorageNames.hospitalChoices, {}, { scope: { acctId }, isValid: isHospitalChoices });
    if (choices[entity] !== hospCode) writeStored(StorageNames.hospitalChoices, { ...choices, [entity]: hospCode }, { acctId });
  },
};
