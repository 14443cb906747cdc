import { createHttpDataProvider } from '../../engine/client/data/http-data-provider';
import type { EntitySchema } from '../../engine/schema/entity-types';
import { http } from '../api/http';

/** The schema engine's data provider over the console's one HTTP client. */
export const entityDataProvider = createHttpDataProvider(http);

/** An entity schema as the server serves it: screens always render what the server enforces. */
export const fetchEntitySchema = (name: string) => http.get<EntitySchema>(`/api/entities/${encodeURIComponent(name)}`);
