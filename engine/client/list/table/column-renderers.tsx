import { Button } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../schema/entity-types';
import { createRegistry, lazyComponent } from '../../registry';
import { useOptions } from '../../data/use-options';
import { cellText, showsDesc, staticOptionLabel } from '../cell-text';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import type { CellProps, CellRenderer } from './cell-types';

// Cells with pictures load Arco's Image (with its preview, ~10 KB as sent) the first time one
// renders: most lists have none (issue 17). The cell stays empty for that moment.
const ImageCell = lazyComponent(() => import('./ImageCell').then((m) => m.ImageCell));
const ObjectListCell = lazyComponent(() => import('./ObjectListCell').then((m) => m.ObjectListCell));

export type { CellProps, CellRenderer } from './cell-types';

/** Text as cellText gives it; a static option's label (a schema text) in the screen's language. */
function TextCell({ name, field, row, yesNo }: CellProps) {
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const label = showsDesc(field) ? undefined : staticOptionLabel(field, row[name]);
  return label !== undefined ? text(label) : cellText(name, field, row, yesNo);
}

/** The name a document address carries as its last segment (docs/uploads.md), for the link's title. */
const fileNameOf = (url: string): string => {
  const last = url.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/**
 * `file` fields (one document address or a list): a 下载 button per file that opens it in a new tab
 * (PDFs show in the browser's viewer, other documents download under their name).
 */
function FileCell({ name, row }: CellProps) {
  const { t } = useTranslation();
  const urls = (Array.isArray(row[name]) ? (row[name] as unknown[]) : [row[name]]).filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  return urls.map((url) => (
    <Button
      key={url}
      type="text"
      size="small"
      icon={<IconDownload />}
      href={url}
      target="_blank"
      rel="noopener"
      title={fileNameOf(url)}
      data-file-download=""
    >
      {t('engine.list.download')}
    </Button>
  ));
}

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
  text: (props) => <TextCell {...props} />,
  image: ImageCell,
  file: (props) => <FileCell {...props} />,
  option: (props) => <OptionCell {...props} />,
  objectList: ObjectListCell,
});

/** Widgets whose values are picture addresses (one, or a list such as a hospital's pictures). */
const IMAGE_WIDGETS = ['imageUrl', 'imageList', 'singleImage'];

/**
 * Images by their widget, documents (`file`) as download buttons; codes of a dictionary or
 * resource the server does not describe by their option label; everything else as text (Desc
 * texts of dictionaries and lookups, static option labels, 是/否, date-times as sent).
 */
export function cellRendererNameOf(field: FieldDef | undefined): string {
  if (field?.widget && IMAGE_WIDGETS.includes(field.widget)) return 'image';
  if (field?.widget === 'objectList') return 'objectList';
  if (field?.widget === 'file') return 'file';
  const options = field?.options;
  if (options && !showsDesc(field) && ('dictionary' in options || 'resource' in options)) return 'option';
  return 'text';
}

/**
 * Whether a cell shows what people entered (names, codes, remarks, other records' labels) rather
 * than a text of the product (dictionary and static option labels, yes/no), which follows the
 * language. Such cells carry `data-user-data`, so the English walk (tests/e2e) can tell them apart.
 */
// The marker adds no box of its own: the cell lays out as without it.
export const USER_DATA_STYLE = { display: 'contents' } as const;

export function showsUserData(field: FieldDef | undefined): boolean {
  // A document cell is a 下载 button: a product text.
  if (field?.type === 'boolean' || field?.widget === 'file') return false;
  const options = field?.options;
  return !(options && ('dictionary' in options || 'values' in options));
}

export function renderCell(props: CellProps): ReactNode {
  const Cell = cellRenderers.get(cellRendererNameOf(props.field)) ?? TextCell;
  return showsUserData(props.field) ? (
    <span data-user-data="" style={USER_DATA_STYLE}>
      <Cell {...props} />
    </span>
  ) : (
    <Cell {...props} />
  );
}
