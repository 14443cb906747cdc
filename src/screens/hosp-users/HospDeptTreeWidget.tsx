import type { WidgetProps } from '@rjsf/utils';
import { entityFormContextOf, TreeSelectWidget, type TreeOption } from '../../../engine/client/form-widgets';
import { useHospitalDepartments, type DeptNode } from './use-hospital-departments';

/** Department nodes as tree-select options: any department may be chosen, parents included. */
export const deptOptionsOf = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.deptName,
    ...(node.children?.length ? { children: deptOptionsOf(node.children) } : {}),
  }));

/**
 * `hospDeptTree`: the department tree select of a hospital user's forms (seed 001 section 2.2),
 * over the form hospital's enabled departments (GET /db/hosp-dept/undelete-treeQuery). The
 * department belongs to another entity, so the form's own `{tree: 'self'}` cannot give it.
 */
export function HospDeptTreeWidget(props: WidgetProps) {
  const { hospCode } = entityFormContextOf(props);
  const tree = useHospitalDepartments(hospCode);
  const treeData = deptOptionsOf(tree.data ?? []);
  return <TreeSelectWidget {...props} options={{ ...props.options, treeData }} />;
}
