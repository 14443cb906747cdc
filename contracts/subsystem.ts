/** Wire shapes of the subsystem dialog's calls (seed 000 sections 2.4 and 7; server/subsystems/subsystem-routes.ts). */

/** The four subsystems of the dialog. */
export type SubsystemKey = 'manager' | 'benefit' | 'sharingCenter' | 'maintenanceCycle';

/** GET /api/subsystem/links: the addresses for this console's host (test or production); a disabled catalogue entry has none. */
export interface SubsystemLinks {
  environment: 'test' | 'production';
  links: Partial<Record<SubsystemKey, string>>;
}

/** POST /acct-center/api/web/subsystem-auth-check's body: tk (the caller's token) and additional_info (the hospital's id). */
export interface SubsystemAuthCheck {
  tk: string;
  additional_info: string;
}

/** Its answer: whether the hospital may open the two subscribed subsystems. */
export interface SubsystemAuth {
  benefit: boolean;
  sharingCenter: boolean;
}
