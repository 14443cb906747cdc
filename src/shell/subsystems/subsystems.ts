import type { SubsystemAuth, SubsystemKey } from '../../../contracts/subsystem';

/** Seed 000 section 2.4, in its order. */
export const SUBSYSTEM_KEYS: readonly SubsystemKey[] = ['manager', 'benefit', 'sharingCenter', 'maintenanceCycle'];

/**
 * Seed 000 section 4: benefit and sharing are enabled only when the auth check says so; the
 * asset-management (manager) and maintenance-cycle centres are enabled by default. A subsystem
 * the catalogue (订阅项目) disables has no address in `links`, and is not enabled either.
 */
export function enabledSubsystems(
  auth: SubsystemAuth | undefined,
  links?: Partial<Record<SubsystemKey, string>>,
): Record<SubsystemKey, boolean> {
  const listed = (key: SubsystemKey) => links === undefined || Boolean(links[key]);
  return {
    manager: listed('manager'),
    benefit: auth?.benefit === true && listed('benefit'),
    sharingCenter: auth?.sharingCenter === true && listed('sharingCenter'),
    maintenanceCycle: listed('maintenanceCycle'),
  };
}

/** The new window's address: tk always, hosp_code for the maintenance-cycle centre. */
export function subsystemUrl(base: string, key: SubsystemKey, tk: string, hospCode: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('tk', tk);
  if (key === 'maintenanceCycle') url.searchParams.set('hosp_code', hospCode);
  return url.toString();
}
