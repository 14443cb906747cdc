import { dashboardApi } from '../api/dashboard-api';
import { usePanelQuery } from '../api/use-panel-query';
import { LargeEquipmentPanel } from '../panels/LargeEquipmentPanel';

const NOTHING = { list: [], total: 0 };

/** Large equipment from real data, or nothing at all (no call result, or a hospital without any). */
export function ConnectedLargeEquipmentPanel({ hospCode }: { hospCode: string }) {
  const query = usePanelQuery(hospCode, 'large-eqp', [], () => dashboardApi.largeEquipment(hospCode), NOTHING);
  if (query.data.total <= 0 || query.data.list.length === 0) return null;
  return <LargeEquipmentPanel items={query.data.list} total={query.data.total} />;
}
