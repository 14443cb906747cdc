import { Image } from '@arco-design/web-react';
import { useEntityText } from '../../i18n/entity-texts';
import { useListContext } from '../list-context';
import type { CellProps } from './cell-types';

/** Picture addresses (one or a list) as 40×40 thumbnails that open Arco's preview. Loaded with the first picture cell (column-renderers.tsx). */
export function ImageCell({ name, field, row }: CellProps) {
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const urls = (Array.isArray(row[name]) ? (row[name] as unknown[]) : [row[name]]).filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  // Each named after its column (WCAG 1.1.1), numbered when there are several.
  const title = text(field?.title ?? name);
  return urls.map((url, index) => (
    <Image key={url} src={url} width={40} height={40} style={{ marginRight: 4 }} alt={urls.length > 1 ? `${title} ${index + 1}` : title} />
  ));
}
