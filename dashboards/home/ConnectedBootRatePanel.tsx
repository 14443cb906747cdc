import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { dashboardApi } from '../api/dashboard-api';
import { usePanelQuery } from '../api/use-panel-query';
import { BOOT_RATE_MAX_MONTHS, DEPT_BOOT_RATE_MAX_MONTHS } from '../logic/dashboard-constants';
import { defaultBootRateRange, isBootRateRangeAllowed, type PickedMonthRange } from '../logic/month-range';
import { BootRatePanel, type BootRatePoint } from '../panels/BootRatePanel';
import { PanelLoading } from '../panels/PanelLoading';

export interface ConnectedBootRatePanelProps {
  hospCode: string;
  roleType: '02' | '03';
  today: Dayjs;
}

/**
 * Boot rate by role: 02 per department (/api/dashboard/eqp-boot-rate), 03 per month
 * (/db/workbench/eqp-group-mouth-query, at most six months). Both start on the latest six months.
 */
export function ConnectedBootRatePanel({ hospCode, roleType, today }: ConnectedBootRatePanelProps) {
  const [range, setRange] = useState<PickedMonthRange>(() => defaultBootRateRange(today));
  const perMonth = roleType === '03';
  const query = usePanelQuery<BootRatePoint[]>(
    hospCode,
    perMonth ? 'boot-rate-month' : 'boot-rate-dept',
    range,
    async () =>
      perMonth
        ? (await dashboardApi.monthBootRate(hospCode, range)).map((item) => ({ label: item.mouth, rate: item.eqpBootRate }))
        : (await dashboardApi.deptBootRate(hospCode, range)).resList.map((item) => ({ label: item.deptName, rate: item.eqpBootRate })),
    [],
  );
  const maxMonths = perMonth ? BOOT_RATE_MAX_MONTHS : DEPT_BOOT_RATE_MAX_MONTHS;
  return (
    <PanelLoading progress={query}>
      <BootRatePanel
        variant={perMonth ? 'month' : 'dept'}
        points={query.data}
        range={range}
        today={today}
        onRangeChange={(next) => {
          if (!isBootRateRangeAllowed(next, maxMonths)) return false;
          setRange(next);
          return true;
        }}
      />
    </PanelLoading>
  );
}
