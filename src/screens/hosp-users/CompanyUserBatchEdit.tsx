import { Message } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { type Row, useEntityText } from '../../../engine/client/core';
import { EntityFormDialog } from '../../../engine/client';

/** The selected rows (one per account and hospital) as one call per account: {acctId, hospCodeList}. */
export function callsPerAccount(rows: readonly Row[]): { acctId: string; hospCodeList: string[] }[] {
  const byAccount = new Map<string, string[]>();
  for (const row of rows) {
    const acctId = String(row.acctId);
    byAccount.set(acctId, [...(byAccount.get(acctId) ?? []), String(row.hospCode)]);
  }
  return [...byAccount].map(([acctId, hospCodeList]) => ({ acctId, hospCodeList: [...new Set(hospCodeList)] }));
}

/**
 * 批量修改 of the company user screen (seed 002 section 2.8): state and role for the selected
 * accounts in their selected hospitals, one bath-upd-company-user-info call per account. The role
 * is chosen by name (each hospital has its own copy of the roles); the server applies the role of
 * that name in each hospital. Nothing selected: 请选中至少一条账户数据.
 */
export function CompanyUserBatchEdit({ entity, provider, rows, onClose, onDone }: ActionComponentProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const selected = rows ?? [];
  useEffect(() => {
    if (selected.length === 0) {
      Message.warning(text('请选中至少一条账户数据'));
      onClose();
    }
  }, [selected.length, text, onClose]);
  if (selected.length === 0) return null;

  const submit = async (data: Record<string, unknown>) => {
    try {
      for (const call of callsPerAccount(selected)) {
        await provider.call(entity, 'bath-upd-company-user-info', { ...call, state: data.state, roleId: data.hospRoleId });
      }
    } catch {
      // The HTTP layer has shown the server's message. What was saved before it stays saved, and the
      // dialog stays open with the choice: sending it again sets the same state and role (no harm).
      return false;
    }
    Message.success(t('engine.message.updated'));
    onDone();
  };

  return (
    <EntityFormDialog
      entity={entity}
      dialog="batch"
      provider={provider}
      hospCode={String(selected[0]!.hospCode)}
      count={callsPerAccount(selected).length}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
