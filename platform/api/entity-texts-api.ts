import type { EntityEnglish } from '../../engine/client/core';
import { http } from './http';

/** Every served entity's English, by entity (public: the login page may show a server message in English). */
export const fetchEntityEnglish = () => http.get<EntityEnglish>('/api/entity-texts', { params: { lang: 'en' }, silent: true });
