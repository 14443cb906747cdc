import { Image } from '@arco-design/web-react';
import type { CellProps } from './cell-types';

/** Picture addresses (one or a list) as 40×40 thumbnails that open Arco's preview. Loaded with the first picture cell (column-renderers.tsx). */
export function ImageCell({ name, row }: CellProps) {
  const urls = (Array.isArray(row[name]) ? (row[name] as unknown[]) : [row[name]]).filter((url): url is string => typeof url === 'string' && url !== '');
  return urls.map((url) => <Image key={url} src={url} width={40} height={40} style={{ marginRight: 4 }} />);
}
