import { Descriptions } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { allFields } from '../../../schema/system-fields';
import type { Row } from '../../data/data-provider';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import { renderCell } from './column-renderers';

/** Seed 001 section 9: the expanded-row panel is 400px high unless the schema says otherwise. */
export const DEFAULT_EXPANDED_HEIGHT = 400;

/** The schema's list.expanded fields of one row, in a panel of the schema's height. */
export function ExpandedRowPanel({ row }: { row: Row }) {
  const { t } = useTranslation();
  const text = useEntityText();
  const { list } = useListContext();
  const expanded = list.entity.list?.expanded;
  if (!expanded) return null;
  const fields = allFields(list.entity);
  const yesNo = { yes: t('engine.list.yes'), no: t('engine.list.no') };
  return (
    <div className="engine-expanded-row" style={{ height: expanded.height ?? DEFAULT_EXPANDED_HEIGHT, overflow: 'auto', padding: '8px 16px' }}>
      <Descriptions
        column={2}
        title={t('engine.list.expandedTitle')}
        data={expanded.fields.map((name) => ({
          label: text(fields[name]?.title ?? name),
          value: renderCell({ name, field: fields[name], row, yesNo }),
        }))}
      />
    </div>
  );
}
