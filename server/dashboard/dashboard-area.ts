import { defineArea } from '../http/server-area.js';
import { registerDashboardRoutes } from './dashboard-routes.js';
import { registerWorkbenchRoutes } from './workbench-routes.js';
import { registerAnalysisRoutes } from './analysis-routes.js';
import { registerMaintenanceRoutes } from '../equipment/maintenance-routes.js';
import { registerMaintenanceTableRoute } from './cockpit-maintenance-table.js';

/** Every dashboard, workbench, statistics and equipment-maintenance call (docs/dashboard-api.md). */
export const dashboardArea = defineArea('dashboard', (app, { db }) => {
  registerDashboardRoutes(app, db);
  registerWorkbenchRoutes(app, db);
  registerAnalysisRoutes(app, db);
  registerMaintenanceRoutes(app, db);
  registerMaintenanceTableRoute(app, db);
});
