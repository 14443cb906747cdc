import { Message } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type EntityDataProvider, type Row, entityQueryKeys } from '../../../engine/client/core';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import type { RoleBindingDetail } from '../../../contracts/roles';

export type BindingKind = 'menu' | 'permission';

/** Each tab: the endpoint it saves through (spelt as seed 001 section 7 spells it), its list, its tree. */
export const BINDINGS = {
  menu: {
    endpoint: 'bindMenu',
    listKey: 'hospMenuIdList',
    tree: 'hospMenuTree',
    labelField: 'menuName',
    englishLabelField: 'menuNameEn',
    cascade: true,
  },
  permission: {
    endpoint: 'bindPermisson',
    listKey: 'hospPermissionIdList',
    tree: 'hospPermissionTree',
    labelField: 'pmsName',
    cascade: false,
  },
} as const;

/** The role's hospital: its own row's (a list filtered by hospital), else the page's. */
export const roleHospital = (row: Row, pageHospCode: string | undefined): string | undefined =>
  typeof row.hospCode === 'string' && row.hospCode ? row.hospCode : pageHospCode;

/** The detail of one role, and saving one tab; a save re-reads the detail (and the role list). */
export function useRoleBindings(entity: EntitySchema, provider: EntityDataProvider, row: Row, pageHospCode: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hospCode = roleHospital(row, pageHospCode);
  const key = entityQueryKeys(entity).detail(hospCode, row.id);
  const detail = useQuery({
    queryKey: key,
    queryFn: () => provider.call<RoleBindingDetail>(entity, 'detail', { id: row.id, hospCode }),
  });

  /** Resolves true when saved; nothing ticked is refused here with the seed's warning, as on the server. */
  const save = async (kind: BindingKind, ids: string[]): Promise<boolean> => {
    if (ids.length === 0) {
      Message.warning(t('screens.roles.nothingTicked'));
      return false;
    }
    const binding = BINDINGS[kind];
    try {
      await provider.call(entity, binding.endpoint, { roleId: row.id, hospCode, [binding.listKey]: ids });
    } catch {
      // The HTTP layer has shown the server's message.
      return false;
    }
    Message.success(t('engine.message.updated'));
    await queryClient.invalidateQueries({ queryKey: entityQueryKeys(entity).scope(hospCode) });
    return true;
  };

  return { detail, save, hospCode };
}
