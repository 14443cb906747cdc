import { Button, Message, Popconfirm, Select, Space } from '@arco-design/web-react';
import { IconSave } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListContext } from '../list-context';
import { ColumnChooser } from './ColumnChooser';
import { SaveViewDialog } from './SaveViewDialog';
import { useListViews } from './use-list-views';
import { viewLink } from './view-url';

/** The clipboard API needs a secure context and a permission; without them the link is shown to copy by hand. */
async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}

/** 视图: choose a saved view, save the current one, make it the default, copy its link, delete it; and 列设置. */
export function ListViewsControl() {
  const { t } = useTranslation();
  const { list } = useListContext();
  const views = useListViews(list);
  const [saving, setSaving] = useState(false);
  const { current, defaultId } = views;
  if (!views.available) return <ColumnChooser />;
  const label = (id: string, name: string) => (id === defaultId ? `${name} (${t('engine.views.default')})` : name);

  const share = async () => {
    if (!current) return;
    const link = viewLink(list.entity, window.location, new URLSearchParams(window.location.search), current.id);
    if (await copyLink(link)) Message.success(t('engine.views.linkCopied'));
    else Message.info({ content: link, duration: 10000 });
  };

  return (
    <Space wrap className="engine-list-views">
      <Select
        aria-label={t('engine.views.label')}
        placeholder={t('engine.views.label')}
        value={current?.id}
        onChange={(id: string) => {
          const view = views.views.find((candidate) => candidate.id === id);
          if (view) views.apply(view);
        }}
        options={views.views.map((view) => ({ value: view.id, label: label(view.id, view.name) }))}
        notFoundContent={t('engine.views.none')}
        style={{ width: 200 }}
      />
      <Button icon={<IconSave />} onClick={() => setSaving(true)}>
        {t('engine.views.save')}
      </Button>
      {current && (
        <>
          <Button onClick={() => views.setDefault(current.id === defaultId ? null : current.id)}>
            {current.id === defaultId ? t('engine.views.clearDefault') : t('engine.views.setDefault')}
          </Button>
          <Button onClick={share}>{t('engine.views.copyLink')}</Button>
          {current.mine && (
            <Popconfirm title={t('engine.views.deleteConfirm', { name: current.name })} onOk={() => views.remove(current)}>
              <Button status="danger">{t('engine.views.delete')}</Button>
            </Popconfirm>
          )}
        </>
      )}
      <ColumnChooser />
      {saving && <SaveViewDialog views={views} provider={list.provider} onClose={() => setSaving(false)} />}
    </Space>
  );
}
