import { Button, Checkbox, Modal } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { allFields } from '../../../schema/system-fields';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import { columnNamesOf, visibleColumnsOf, withColumns } from './view-url';

/** 列设置: which of the schema's columns the table shows; kept in the URL, so a saved view holds it. */
export function ColumnChooser() {
  const { t } = useTranslation();
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const all = columnNamesOf(list.entity);
  const [chosen, setChosen] = useState<string[]>(all);
  const fields = allFields(list.entity);
  if (all.length < 2) return null;

  const show = () => {
    setChosen(visibleColumnsOf(list.entity, params) ?? all);
    setOpen(true);
  };
  const apply = () => {
    setParams((previous) => withColumns(list.entity, previous, chosen), { replace: true });
    setOpen(false);
  };

  return (
    <>
      <Button icon={<IconSettings />} onClick={show}>
        {t('engine.views.columns')}
      </Button>
      <Modal
        visible={open}
        title={t('engine.views.columns')}
        onOk={apply}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: chosen.length === 0 }}
        unmountOnExit
      >
        <Checkbox.Group
          direction="vertical"
          value={chosen}
          onChange={(values) => setChosen(all.filter((name) => values.includes(name)))}
          aria-label={t('engine.views.columns')}
        >
          {all.map((name) => (
            <Checkbox key={name} value={name}>
              {text(fields[name]?.title ?? name)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Modal>
    </>
  );
}
