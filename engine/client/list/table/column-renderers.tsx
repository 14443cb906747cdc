import { Image } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { FieldDef } from '../../../schema/entity-types';
import type { Row } from '../../data/data-provider';
import { createRegistry } from '../../registry';
import { useOptions } from '../../data/use-options';
import { cellText, type YesNo } from '../cell-text';
import { useListContext } from '../list-context';

export interface CellProps {
  name: string;
  field: FieldDef | undefined;
  row: Row;
  yesNo: YesNo;
}

export type CellRenderer = (props: CellProps) => ReactNode;

const TextCell: CellRenderer = ({ name, field, row, yesNo }) => cellText(name, field, row, yesNo);

const ImageCell: CellRenderer = ({ name, row }) => {
  const urls = (Array.isArray(row[name]) ? (row[name] as unknown[]) : [row[name]]).filter((url): url is string => typeof url === 'string' && url !== '');
  return urls.map((url) => <Image key={url} src={url} width={40} height={40} style={{ marginRight: 4 }} />);
};

/** A code from a dictionary or a selector resource (a department id), shown as its option's label. */
function OptionCell({ name, field, row, yesNo }: CellProps) {
  const { list } = useListContext();
  const source = field?.options && !('values' in field.options) && !('tree' in field.options) ? field.options : undefined;
  const { options } = useOptions(list.provider, source, list.hospCode);
  const label = options.find((option) => option.value === row[name])?.label;
  return label ?? cellText(name, field, row, yesNo);
}

/** Column renderers by name; a bespoke screen may register its own (e.g. a download button). */
export const cellRenderers = createRegistry<CellRenderer>('Cell renderer', {
  text: TextCell,
  image: ImageCell,
  option: (props) => <OptionCell {...props} />,
});

/**
 * Images by their widget; codes of a dictionary or resource the server does not describe by their
 * option label; everything else as text (Desc texts, static option labels, 是/否, date-times as sent).
 */
export function cellRendererNameOf(field: FieldDef | undefined): string {
  if (field?.widget === 'imageUrl') return 'image';
  const options = field?.options;
  if (options && !field.withDesc && ('dictionary' in options || 'resource' in options)) return 'option';
  return 'text';
}

export function renderCell(props: CellProps): ReactNode {
  const Cell = cellRenderers.get(cellRendererNameOf(props.field)) ?? TextCell;
  return <Cell {...props} />;
}
