import type { CSSProperties } from 'react';
import { Image } from '@arco-design/web-react';
import type { FieldDef, OptionSource } from '../../../schema/entity-types';
import { useOptions } from '../../data/use-options';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import type { CellProps } from './cell-types';

const LIST: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 4 };
const CHIP: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 6px',
  border: '1px solid var(--color-border-2, #e5e6eb)',
  borderRadius: 4,
  lineHeight: '24px',
  whiteSpace: 'nowrap',
};
const PICTURE_WIDGETS = ['imageUrl', 'singleImage'];

/** A code of a dictionary or resource as its label, like the option cells. */
function OptionText({ source, value }: { source: OptionSource; value: unknown }) {
  const { list } = useListContext();
  const { options } = useOptions(list.provider, source, list.hospCode);
  return <>{options.find((option) => option.value === value)?.label ?? String(value)}</>;
}

/** One item: its pictures small, then its other values (option labels for codes), in the items' field order. */
function ItemChip({ item, fields }: { item: Record<string, unknown>; fields: [string, FieldDef][] }) {
  const parts = fields.filter(([name]) => item[name] !== undefined && item[name] !== null && item[name] !== '');
  const pictures = parts.filter(([, field]) => field.widget && PICTURE_WIDGETS.includes(field.widget));
  const texts = parts.filter(([, field]) => !(field.widget && PICTURE_WIDGETS.includes(field.widget)));
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  return (
    <span style={CHIP} data-object-list-item="">
      {pictures.map(([name, field]) => (
        // Named after its field (WCAG 1.1.1): a picture without alt is read out as its file address.
        <Image key={name} src={String(item[name])} width={20} height={20} preview={false} alt={text(field.title ?? name)} />
      ))}
      {texts.map(([name, field], index) => (
        <span key={name}>
          {index > 0 && ' · '}
          {field.options && !('values' in field.options) && !('tree' in field.options) ? (
            <OptionText source={field.options} value={item[name]} />
          ) : (
            String(item[name])
          )}
        </span>
      ))}
    </span>
  );
}

/**
 * `objectList` fields (a list of objects such as the device display): one chip per item, in order,
 * instead of the list's JSON. The export keeps the JSON (cellText).
 */
export function ObjectListCell({ name, field, row }: CellProps) {
  const items = Array.isArray(row[name]) ? (row[name] as unknown[]) : [];
  const fields = Object.entries(field?.items?.properties ?? {});
  return (
    <span style={LIST}>
      {items.map((item, index) =>
        typeof item === 'object' && item !== null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only chips of one cell value: its items have no id and are not reordered in place.
          <ItemChip key={index} item={item as Record<string, unknown>} fields={fields} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only chips of one cell value: its items have no id and are not reordered in place.
          <span key={index}>{String(item)}</span>
        ),
      )}
    </span>
  );
}
