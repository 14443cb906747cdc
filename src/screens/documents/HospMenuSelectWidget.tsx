import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { entityFormContextOf, TreeSelectWidget, type TreeOption, optionOf } from '../../../engine/client/form-widgets';
import { http } from '../../../platform/api/http';
import { sessionAtom } from '../../../platform/state/session-atoms';

interface MenuNode {
  id: string;
  menuName: string;
  children?: MenuNode[];
}

export const menuOptionsOf = (nodes: readonly MenuNode[]): TreeOption[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.menuName,
    ...(node.children?.length ? { children: menuOptionsOf(node.children) } : {}),
  }));

export function menuNameOf(nodes: readonly MenuNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.menuName;
    const below = menuNameOf(node.children ?? [], id);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** The hospital whose menus are offered: the record's own, else the page's, else the session's, else the first one. */
export function menuHospitalOf(
  formHosp: unknown,
  pageHosp: string | undefined,
  sessionHosp: string | null,
  firstHosp: string | undefined,
): string | undefined {
  if (typeof formHosp === 'string' && formHosp !== '') return formHosp;
  return pageHosp ?? sessionHosp ?? firstHosp;
}

/**
 * `hospMenuSelect`: a menu of a hospital, chosen in its menu tree (GET /db/hosp-menu/treeQuery).
 * The value is the menu id; `widgetOptions.labelField` names the field that receives the menu's
 * name alongside (a product manual's relationMenuId and relationMenuName, seed 002 section 2.2).
 * A global manual has no hospital of its own: it offers the menus of the hospital in use (or the
 * first one the user may see); the server matches it in other hospitals by the menu's name.
 */
export function HospMenuSelectWidget(props: WidgetProps) {
  const context = entityFormContextOf(props);
  const session = useAtomValue(sessionAtom);
  const known = menuHospitalOf(context.formData?.hospCode, context.hospCode, session.currentHospCode, session.hospInfos[0]?.hospCode);
  // A super admin on a platform page may have no hospital in use: the first one they may see.
  const hospitals = useQuery({
    queryKey: ['hosp-menu', 'first-hospital'],
    queryFn: () => context.loadOptions!({ resource: 'hosp' }, {}),
    enabled: known === undefined && Boolean(context.loadOptions),
    staleTime: 60_000,
  });
  const hospCode = known ?? (hospitals.data?.[0]?.value as string | undefined);
  const labelField = optionOf<string>(props.options, 'labelField');
  const tree = useQuery({
    queryKey: ['hosp-menu', hospCode ?? '', 'tree'],
    queryFn: () => http.get<MenuNode[]>('/db/hosp-menu/treeQuery', { params: { hospCode: hospCode ?? '' } }),
    enabled: Boolean(hospCode),
    staleTime: 60_000,
  });
  const nodes = tree.data ?? [];
  return (
    <TreeSelectWidget
      {...props}
      options={{ ...props.options, treeData: menuOptionsOf(nodes) }}
      onChange={(next: unknown) => {
        props.onChange(next);
        if (labelField) context.setFieldValue?.(labelField, typeof next === 'string' ? menuNameOf(nodes, next) : undefined);
      }}
    />
  );
}
