import { Message, Modal, Spin, Transfer } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import { rowText, useCompanyUserEntity } from './use-hosp-user-entity';
import type { BoundHospitals } from '../../../contracts/hosp-users';

/**
 * 跨院绑定/解绑: a two-panel transfer, unbound on the left and bound on the right (seed 001 section
 * 2.2). Saving sends the whole right panel (batch-hosp-user-add-or-update); hospitals the caller
 * does not manage are shown but cannot be moved.
 */
export function HospitalBindingDialog({ entity, provider, hospCode, row, onClose, onDone }: ActionComponentProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const acctId = rowText(row, 'acctId');
  const rowHospCode = rowText(row, 'hospCode') ?? hospCode;
  const bindings = useCompanyUserEntity();
  const loaded = useQuery({
    queryKey: ['hosp-user-info', rowHospCode ?? '', 'bound-hospitals', acctId ?? ''],
    queryFn: () => provider.call<BoundHospitals>(bindings!, 'acct-bind-hosp-id-on-manage/:id', { id: acctId, hospCode: rowHospCode }),
    enabled: Boolean(acctId) && bindings !== undefined,
    gcTime: 0,
  });
  const [bound, setBound] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (loaded.data && bound === null) setBound(loaded.data.hospCodeList);
  }, [loaded.data, bound]);
  if (!row || !acctId) return null;

  const manageable = new Set(loaded.data?.manageableHospCodeList ?? []);
  const dataSource = (loaded.data?.hospitals ?? []).map((hospital) => ({
    key: hospital.value,
    value: `${hospital.label} (${hospital.value})`,
    disabled: !manageable.has(hospital.value),
  }));

  const save = async () => {
    setSaving(true);
    try {
      if (!bindings) return;
      await provider.call(bindings, 'batch-hosp-user-add-or-update', {
        acctId,
        acctName: row.acctName,
        hospCodeList: bound ?? [],
        hospCode: rowHospCode,
      });
      Message.success(t('engine.message.updated'));
      onDone();
      onClose();
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={`${text('跨院绑定/解绑')} - ${String(row.acctName ?? '')}`}
      okText={t('engine.dialog.ok')}
      cancelText={t('engine.dialog.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: bound === null }}
      maskClosable={false}
      unmountOnExit
      style={{ width: 720 }}
    >
      {bound === null ? (
        <Spin />
      ) : (
        <Transfer
          className="hosp-user-binding-transfer"
          dataSource={dataSource}
          targetKeys={bound}
          onChange={(keys: string[]) => setBound(keys)}
          titleTexts={[text('未绑定'), text('已绑定')]}
          showSearch
          listStyle={{ width: 300, height: 320 }}
        />
      )}
      <p style={{ marginTop: 12, color: 'var(--color-text-3)' }}>
        {text('绑定的医院里，用户从第一个部门、维修工程师角色开始；解绑的医院里，用户改为离职，记录保留。')}
      </p>
    </Modal>
  );
}
