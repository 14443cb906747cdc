import { Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { allFields } from '../../../schema/system-fields';
import { expandedPanels } from '../../actions/action-registry';
import type { Row } from '../../data/data-provider';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import { renderCell } from './column-renderers';
import styles from './ExpandedRowPanel.module.css';

/** What an unset value reads as: a blank beside its label looks like a layout fault. */
const EMPTY_VALUE = '-';
const isEmpty = (row: Row, name: string) =>
  [row[name], row[`${name}Desc`]].every(
    (value) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0),
  );

/** Seed 001 section 9: the expanded-row panel is at most 400px high unless the schema says otherwise. */
export const DEFAULT_EXPANDED_HEIGHT = 400;

/**
 * The schema's list.expanded fields of one row as a description list (label, value), then its
 * registered panels (e.g. the role's binding tabs). The height is a maximum: a short list stays short.
 */
export function ExpandedRowPanel({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const expanded = list.entity.list?.expanded;
  if (!expanded) return null;
  const fields = allFields(list.entity);
  const yesNo = { yes: t('engine.list.yes'), no: t('engine.list.no') };
  return (
    <div className={`engine-expanded-row ${styles.panel}`} style={{ maxHeight: expanded.height ?? DEFAULT_EXPANDED_HEIGHT }}>
      {expanded.fields.length > 0 && (
        <dl className={styles.fields} aria-label={t('engine.list.expandedTitle')}>
          {expanded.fields.map((name) => {
            // Multi-line text (a textarea field: a job's exception, a remark) keeps its lines and takes the full width.
            const multiline = fields[name]?.widget === 'textarea';
            return (
              <div key={name} className={multiline ? `${styles.item} ${styles.wide}` : styles.item}>
                <dt className={styles.label}>{text(fields[name]?.title ?? name)}</dt>
                <dd className={multiline ? `${styles.value} ${styles.multiline}` : styles.value}>
                  {isEmpty(row, name) ? EMPTY_VALUE : renderCell({ name, field: fields[name], row, yesNo })}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {(expanded.panels ?? []).map((name) => {
        const Panel = expandedPanels.get(name);
        return (
          <div key={name} className={styles.panels}>
            {Panel ? (
              <Panel entity={list.entity} row={row} provider={list.provider} hospCode={list.hospCode} />
            ) : (
              <Result status="error" title={t('engine.action.unknownPanel', { name })} />
            )}
          </div>
        );
      })}
    </div>
  );
}
