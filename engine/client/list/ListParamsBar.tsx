import { Button, Space, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { allFields } from '../../schema/system-fields';
import { useEntityText } from '../i18n/entity-texts';
import { staticOptionLabel } from './cell-text';
import { useListContext } from './list-context';
import { describeListParam, readListParams, withoutListParams } from './list-params';

/**
 * The conditions a link put in the URL (e.g. a dashboard's "my pending repairs"), shown above the
 * table so the user knows why the list is narrowed, with 清除 to see everything again. Ids read as
 * the names the server looked up for them (维修工程师: 张三), codes as their option labels.
 */
export function ListParamsBar() {
  const { t } = useTranslation();
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const [params, setParams] = useSearchParams();
  const entity = list.entity;
  const active = Object.entries(readListParams(entity, params)).filter(([name]) => entity.list?.params?.[name]?.match !== 'context');
  if (active.length === 0) return null;
  const fields = allFields(entity);
  return (
    <Space wrap size={8} className="engine-list-params">
      <span>{t('engine.list.paramsLabel')}</span>
      {active.map(([name, value]) => {
        const param = entity.list!.params![name]!;
        const field = 'field' in param ? fields[param.field] : undefined;
        return (
          <Tag key={name} color="arcoblue">
            {describeListParam(
              param,
              value,
              field?.title,
              text,
              (code) => list.paramLabels[name]?.[code] ?? staticOptionLabel(field, code),
            )}
          </Tag>
        );
      })}
      <Button size="mini" type="text" onClick={() => setParams(withoutListParams(entity, params), { replace: true })}>
        {t('engine.list.paramsClear')}
      </Button>
    </Space>
  );
}
