import { http } from '../../../platform/api/http';
import type { MaintenanceCycleTable } from '../../../contracts/maintenance';

const SILENT = { silent: true } as const;

/** /maintenance-table: the one call made for it (docs/dashboard-api.md, maintenance cycle table). */
export const maintenanceApi = {
  cycleTable: (hospCode: string, year: number) =>
    http.post<MaintenanceCycleTable>('/api/dashboard/maintenance-cycle-table', { hospCode, year }, SILENT),
};
