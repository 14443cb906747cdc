import { accountsArea } from './accounts/accounts-area.js';
import { dashboardArea } from './dashboard/dashboard-area.js';
import { entitiesArea } from './entities/entities-area.js';
import { hospitalsArea } from './hospitals/hospitals-area.js';
import type { ServerArea } from './http/server-area.js';
import { jobsArea } from './jobs/jobs-area.js';
import { listViewsArea } from './list-views/list-views-area.js';
import { messagingArea } from './messaging/messaging-area.js';
import { secretKeysArea } from './secret-keys/secret-keys-area.js';
import { selectorsArea } from './selectors/selectors-area.js';
import { signInArea } from './sign-in/sign-in-area.js';
import { subsystemsArea } from './subsystems/subsystems-area.js';
import { systemArea } from './system/system-area.js';
import { uploadsArea } from './uploads/uploads-area.js';

/**
 * Every area of the server, registered in this order by server/app.ts after the core (errors,
 * request gate, sessions). A new area is one module exporting defineArea(...) and one line here.
 */
export const serverAreas: readonly ServerArea[] = [
  systemArea,
  signInArea,
  accountsArea,
  selectorsArea,
  messagingArea,
  secretKeysArea,
  subsystemsArea,
  entitiesArea,
  hospitalsArea,
  listViewsArea,
  dashboardArea,
  uploadsArea,
  jobsArea,
];
