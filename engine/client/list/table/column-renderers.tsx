import { Image } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { FieldDef } from '../../../schema/entity-types';
import type { Row } from '../../data/data-provider';
import { createRegistry } from '../../registry';
import { cellText, type YesNo } from '../cell-text';

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

/** Column renderers by name; a bespoke screen may register its own (e.g. a download button). */
export const cellRenderers = createRegistry<CellRenderer>('Cell renderer', { text: TextCell, image: ImageCell });

/** Images by their widget; everything else as text (Desc texts, 是/否, date-times as sent). */
export const cellRendererNameOf = (field: FieldDef | undefined): string => (field?.widget === 'imageUrl' ? 'image' : 'text');

export function renderCell(props: CellProps): ReactNode {
  const Cell = cellRenderers.get(cellRendererNameOf(props.field)) ?? TextCell;
  return <Cell {...props} />;
}
