import { Descriptions, Empty, Message, Modal, Select, Spin, Table } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import { rowText } from './use-hosp-user-entity';
import type { Engineer, UnfinishedWork } from '../../../contracts/hosp-users';

/**
 * 转交未完成工作: what a user leaves behind in this hospital (open repair orders, tasks not
 * completed, equipment they are first engineer of) and one receiver, an on-duty maintenance
 * engineer (queryEngineer); 转交 moves it all in one transaction and the dashboards follow.
 */
export function WorkTransferDialog({ entity, provider, hospCode, row, onClose, onDone }: ActionComponentProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const queryClient = useQueryClient();
  const acctId = rowText(row, 'acctId');
  const rowHospCode = rowText(row, 'hospCode') ?? hospCode;
  const [receiver, setReceiver] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const workKey = ['hosp-user-info', rowHospCode ?? '', 'unfinished-work', acctId ?? ''];
  const work = useQuery({
    queryKey: workKey,
    queryFn: () => provider.call<UnfinishedWork>(entity, 'user-job-un-finish-query', { acctId, hospCode: rowHospCode }),
    enabled: Boolean(acctId),
    gcTime: 0,
  });
  const engineers = useQuery({
    queryKey: ['hosp-user-info', rowHospCode ?? '', 'engineers', acctId ?? ''],
    queryFn: () => provider.call<Engineer[]>(entity, 'queryEngineer', { excludeAcctId: acctId, hospCode: rowHospCode }),
    enabled: Boolean(acctId),
  });
  if (!row || !acctId) return null;
  const totals = work.data;
  const nothingLeft = totals !== undefined && totals.mtcOrderTotal + totals.taskTotal + totals.eqpTotal === 0;

  const transfer = async () => {
    setSaving(true);
    try {
      await provider.call(entity, 'user-job-un-finish-transfer', { acctId, toAcctId: receiver, hospCode: rowHospCode });
      Message.success(text('转交成功'));
      await queryClient.invalidateQueries({ queryKey: workKey });
      onDone();
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={`${text('转交未完成工作')} - ${String(row.acctName ?? '')}`}
      okText={text('转交')}
      cancelText={t('engine.dialog.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !receiver || !totals || nothingLeft }}
      onOk={() => void transfer()}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      style={{ width: 760 }}
    >
      {!totals ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            className="hosp-user-work-totals"
            column={3}
            data={[
              { label: text('未完成维修工单'), value: String(totals.mtcOrderTotal) },
              { label: text('未完成任务'), value: String(totals.taskTotal) },
              { label: text('负责的设备'), value: String(totals.eqpTotal) },
            ]}
          />
          {nothingLeft ? (
            <Empty description={text('该用户在本院没有未完成的工作')} />
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ y: 200 }}
              data={totals.mtcOrderList}
              columns={[
                { title: text('工单号'), dataIndex: 'seqNo' },
                { title: text('设备'), dataIndex: 'eqpName' },
                { title: text('工单状态'), dataIndex: 'actionStateDesc' },
                { title: text('报修时间'), dataIndex: 'applyTime' },
              ]}
            />
          )}
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the label wraps Arco's Select, whose native input is rendered inside it (a click on the text opens the select). */}
          <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 16 }}>
            <span>{text('接收工程师')}</span>
            <Select
              aria-label={text('接收工程师')}
              placeholder={text('请选择接收工程师')}
              value={receiver}
              onChange={(value?: string) => setReceiver(value || undefined)}
              loading={engineers.isFetching}
              showSearch
              allowClear
              style={{ width: 320 }}
              options={(engineers.data ?? []).map((engineer) => ({
                value: engineer.acctId,
                label: [engineer.acctName, engineer.hospDeptIdDesc, engineer.cellPhone].filter(Boolean).join(' · '),
              }))}
            />
          </label>
        </>
      )}
    </Modal>
  );
}
