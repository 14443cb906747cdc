// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EntitySchema } from '../../../schema/entity-types';
import { createMemoryDataProvider } from '../../data/memory-data-provider';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../../test-support/render-engine';
import { ListScreen } from '../ListScreen';
import { cellRendererNameOf } from './column-renderers';

const documents: EntitySchema = {
  name: 'docs-sample',
  title: '文件',
  kind: 'list',
  scope: 'platform',
  table: 'docs_sample',
  endpoint: '/db/docs-sample',
  operations: ['query'],
  permissions: { query: 'signedIn' },
  fields: {
    fileName: { type: 'string', title: '文件名称' },
    filePath: { type: 'string', title: '文件路径', widget: 'file' },
  },
  list: { columns: ['fileName', 'filePath'] },
  dialogs: {},
};
const url = `/files/other/202611/${'c'.repeat(32)}/${encodeURIComponent('操作手册.pdf')}`;

describe('file columns', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('draw a document address as a 下载 button that opens it in a new tab', async () => {
    expect(cellRendererNameOf(documents.fields.filePath)).toBe('file');
    const provider = createMemoryDataProvider({
      tables: {
        'docs-sample': [
          { id: 'd'.repeat(24), fileName: '监护仪操作手册', filePath: url },
          { id: 'e'.repeat(24), fileName: '无文件' },
        ],
      },
    });
    renderEngine(<ListScreen entity={documents} provider={provider} />, '/docs');
    const link = (await screen.findByText('下载')).closest('a')!;
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('title')).toBe('操作手册.pdf');
    expect(screen.getAllByText('下载')).toHaveLength(1);
  });
});
