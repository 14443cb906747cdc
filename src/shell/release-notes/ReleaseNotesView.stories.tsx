import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReleaseNotesView } from './ReleaseNotesView';

const meta = {
  title: 'Shell/ReleaseNotesView',
  component: ReleaseNotesView,
  args: {
    note: {
      id: 'n1',
      version: '2.3.0',
      releaseDate: '2026-11-15',
      items: [
        { category: '01', content: '首页显示平台新闻公告，置顶公告在前。' },
        { category: '02', content: '操作日志记录每次修改的字段与前后值。' },
        { category: '03', content: '修复切换医院后标签栏未清空的问题。' },
      ],
    },
    onClose: fn(),
  },
} satisfies Meta<typeof ReleaseNotesView>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
