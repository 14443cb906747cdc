import { http } from '../../../platform/api/http';
import type { SubsystemAuth, SubsystemAuthCheck, SubsystemLinks } from '../../../contracts/subsystem';

export const subsystemApi = {
  links: () => http.get<SubsystemLinks>('/api/subsystem/links'),
  /** Seed 000 section 7: sends tk (the cookie token) and additional_info (the hospital's id). */
  authCheck: (tk: string, hospitalId: string) =>
    http.post<SubsystemAuth>('/acct-center/api/web/subsystem-auth-check', { tk, additional_info: hospitalId } satisfies SubsystemAuthCheck),
};
