import { describe, expect, it } from 'vitest';
import { engineerRows, teamMonthlyWork } from './repair-team';

const member = (engineerId: string, engineerName: string, jobCount: number) => ({ engineerId, engineerName, jobCount });

describe('repair team rows', () => {
  const sources = {
    repairs: { toBeCompleted: 5, total: 9, dataList: [member('a', '张', 3), member('b', '李', 2)] },
    tasks: [
      { toBeCompleted: 4, total: 4, dataList: [member('a', '张', 1), member('c', '王', 3)] },
      { toBeCompleted: 2, total: 2, dataList: [member('c', '王', 2)] },
    ],
    work: [
      { mouth: '2026-11', engineerId: 'a', engineerName: '张', finishCount: 4, workHours: 10.1 },
      { mouth: '2026-11', engineerId: 'd', engineerName: '赵', finishCount: 2, workHours: 3.2 },
      { mouth: '2026-10', engineerId: 'b', engineerName: '李', finishCount: 9, workHours: 40 },
    ],
    transfers: [
      { mouth: '2026-11', engineerId: 'b', engineerName: '李', transferCount: 1 },
      { mouth: '2026-10', engineerId: 'a', engineerName: '张', transferCount: 5 },
    ],
    month: '2026-11',
  };

  it("adds up open repairs, open tasks of every kind and this month's work per engineer, busiest first", () => {
    expect(engineerRows(sources)).toEqual([
      { engineerId: 'c', engineerName: '王', repairs: 0, tasks: 5, finished: 0, hours: 0, transfers: 0 },
      { engineerId: 'a', engineerName: '张', repairs: 3, tasks: 1, finished: 4, hours: 10.1, transfers: 0 },
      { engineerId: 'b', engineerName: '李', repairs: 2, tasks: 0, finished: 0, hours: 0, transfers: 1 },
      { engineerId: 'd', engineerName: '赵', repairs: 0, tasks: 0, finished: 2, hours: 3.2, transfers: 0 },
    ]);
  });

  it("gives the team's work for every month asked, empty months as zero", () => {
    expect(teamMonthlyWork(sources.work, ['2026-09', '2026-10', '2026-11'])).toEqual([
      { month: '2026-09', finished: 0, hours: 0 },
      { month: '2026-10', finished: 9, hours: 40 },
      { month: '2026-11', finished: 6, hours: 13.3 },
    ]);
  });
});

describe('formatHours', () => {
  it('writes hours with one decimal and grouping', async () => {
    const { formatHours } = await import('./repair-team');
    expect(formatHours(92)).toBe('92.0');
    expect(formatHours(1234.56)).toBe('1,234.6');
  });
});
