import type { EntityIndexItem } from '../../engine/schema/entity-index';
import { http } from './http';

/** The entities the server serves to the signed-in account: routes and titles of the schema screens. */
export const fetchEntityIndex = () => http.get<EntityIndexItem[]>('/api/entities');
