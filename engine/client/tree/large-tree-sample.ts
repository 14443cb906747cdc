import { ROOT_PARENT_ID } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

/**
 * A large department tree for the virtualised tree's test and story: `campuses` × (院区 a, 10
 * 科室 a-b, each with 10 病区 a-b-c), 111 departments per campus, ids distinct from the samples'.
 */
export function largeDeptRows(hospCode: string, campuses: number): Row[] {
  const rows: Row[] = [];
  const add = (deptName: string, parentId: string, sort: number): string => {
    const id = `77aa0000${(rows.length + 1).toString(16).padStart(16, '0')}`;
    rows.push({ id, hospCode, deptName, parentId, sort, disabled: false });
    return id;
  };
  for (let a = 1; a <= campuses; a += 1) {
    const campus = add(`院区${a}`, ROOT_PARENT_ID, a);
    for (let b = 1; b <= 10; b += 1) {
      const division = add(`科室${a}-${b}`, campus, b);
      for (let c = 1; c <= 10; c += 1) add(`病区${a}-${b}-${c}`, division, c);
    }
  }
  return rows;
}
