import { Checkbox, Input, Modal, Radio, Select } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDataProvider } from '../../data/data-provider';
import type { ListViewScope, SavedListView } from '../../data/list-view-client';
import type { ListViews } from './use-list-views';

interface Props {
  views: ListViews;
  provider: EntityDataProvider;
  onClose(): void;
}

/** 保存视图: a name, who sees it (me, a role of the hospital, everyone: those the server says this user may choose) and, for one's own current view, overwrite it. */
export function SaveViewDialog({ views, provider, onClose }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const own: SavedListView | undefined = views.current?.mine ? views.current : undefined;
  // A new view unless the user asks to overwrite: saving twice never replaces the first by surprise.
  const [overwrite, setOverwrite] = useState(false);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ListViewScope>('me');
  const [roleId, setRoleId] = useState<string | undefined>(undefined);
  const chooseOverwrite = (checked: boolean) => {
    setOverwrite(checked);
    if (!checked || !own) return;
    setName(own.name);
    setScope(own.scope);
    setRoleId(own.roleId ?? undefined);
  };
  const [busy, setBusy] = useState(false);
  const hospCode = views.screen?.hospCode;
  const roles = useQuery({
    queryKey: ['list-views-roles', hospCode],
    queryFn: () => provider.options({ resource: 'role', type: '1' }, { hospCode }),
    enabled: scope === 'role' && hospCode !== undefined,
  });

  const submit = async () => {
    setBusy(true);
    const saved = await views.save({
      ...(overwrite && own ? { id: own.id } : {}),
      name,
      scope,
      ...(scope === 'role' && roleId ? { roleId } : {}),
    });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal
      visible
      title={t('engine.views.saveTitle')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('engine.views.saveOk')}
      unmountOnExit
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {own && (
          <Checkbox checked={overwrite} onChange={chooseOverwrite}>
            {t('engine.views.overwrite', { name: own.name })}
          </Checkbox>
        )}
        <label htmlFor={`${ids}-name`}>{t('engine.views.name')}</label>
        <Input
          id={`${ids}-name`}
          value={name}
          onChange={setName}
          maxLength={40}
          placeholder={t('engine.views.namePlaceholder')}
          onPressEnter={submit}
        />
        <span id={`${ids}-scope`}>{t('engine.views.scope')}</span>
        <Radio.Group aria-labelledby={`${ids}-scope`} value={scope} onChange={setScope}>
          <Radio value="me">{t('engine.views.scopeMe')}</Radio>
          {hospCode !== undefined && views.scopes.includes('role') && <Radio value="role">{t('engine.views.scopeRole')}</Radio>}
          {views.scopes.includes('all') && <Radio value="all">{t('engine.views.scopeAll')}</Radio>}
        </Radio.Group>
        {scope === 'role' && (
          <Select
            aria-label={t('engine.views.role')}
            placeholder={t('engine.views.role')}
            value={roleId}
            onChange={setRoleId}
            loading={roles.isFetching}
            options={(roles.data ?? []).map((option) => ({ value: String(option.value), label: option.label }))}
          />
        )}
      </div>
    </Modal>
  );
}
