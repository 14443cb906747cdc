import { Button, Modal, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import { HospUserWizard } from './HospUserWizard';
import type { UnboundAccount } from '../../../contracts/hosp-users';

const unboundKey = (hospCode: string | undefined) => ['hosp-user-info', hospCode ?? '', 'unbound-accounts'] as const;

/**
 * 未绑定医院的账号 on the hospital user screen (issue 25): an add-user wizard closed after step 2
 * leaves its new account in no hospital, where no list shows it. Each such account is marked
 * 未绑定医院, and 完成绑定 opens the wizard at its binding step in this hospital.
 */
export function UnboundAccountsDialog(props: ActionComponentProps) {
  const { entity, action, provider, onClose, onDone } = props;
  // A platform user's list names its hospital in the filter bar.
  const hospCode = props.hospCode ?? props.filterHospCode;
  const text = useEntityText(entity.name);
  const queryClient = useQueryClient();
  const [binding, setBinding] = useState<UnboundAccount | null>(null);
  const accounts = useQuery({
    queryKey: unboundKey(hospCode),
    queryFn: () => provider.call<UnboundAccount[]>(entity, 'unbound-accounts', { hospCode }),
    enabled: Boolean(hospCode),
    gcTime: 0,
  });

  const columns: TableColumnProps<UnboundAccount>[] = [
    { title: text('账号名称/姓名'), dataIndex: 'acctName', render: (name: string) => <span data-user-data>{name}</span> },
    { title: text('手机号'), dataIndex: 'cellPhone' },
    { title: text('账号'), dataIndex: 'acctNo' },
    { title: text('创建时间'), dataIndex: 'createDateTime' },
    { title: text('绑定状态'), render: () => <Tag color="orange">{text('未绑定医院')}</Tag> },
    {
      title: text('操作'),
      render: (_: unknown, account) => (
        <Button type="text" size="small" onClick={() => setBinding(account)}>
          {text('完成绑定')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Modal
        visible={!binding}
        title={text('未绑定医院的账号')}
        footer={null}
        onCancel={onClose}
        maskClosable={false}
        style={{ width: 880 }}
      >
        <p style={{ marginTop: 0, color: 'var(--color-text-3)' }}>
          {text('新增向导在第二步创建了这些账号，但在绑定部门和角色之前关闭了，它们还不属于任何医院。')}
        </p>
        <Table
          rowKey="id"
          loading={accounts.isLoading}
          columns={columns}
          data={accounts.data ?? []}
          pagination={false}
          noDataElement={<div style={{ padding: 24, textAlign: 'center' }}>{text('没有未绑定医院的账号')}</div>}
        />
      </Modal>
      {binding && (
        <HospUserWizard
          {...props}
          action={{ ...action, options: { ...action.options, startStep: 3 } }}
          row={binding}
          onClose={() => setBinding(null)}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: unboundKey(hospCode) });
            onDone();
          }}
        />
      )}
    </>
  );
}
