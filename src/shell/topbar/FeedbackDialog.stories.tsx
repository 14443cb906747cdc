import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Message } from '@arco-design/web-react';
import { createMemoryDataProvider } from '../../../engine/client/core';
import { sampleDic } from '../../../engine/client/testing';
import { entityNamed } from '../../stories/screen-samples';
import { feedbackCategories } from '../../stories/shell-samples';
import { withConsoleProvider, withQueries } from '../../stories/story-support';
import { FeedbackDialog } from './FeedbackDialog';

/**
 * 意见反馈 from the user menu: the feedback schema's submit dialog (category, text, images). The
 * console's provider answers from memory here (categories; 确定 is accepted).
 */
const meta = {
  title: 'Shell/TopBar/FeedbackDialog',
  component: FeedbackDialog,
  args: { hospCode: '10001', onClose: fn() },
  decorators: [
    withConsoleProvider(
      createMemoryDataProvider({
        tables: { dic: [...sampleDic, ...feedbackCategories] },
        endpoints: { 'hosp-feedback/submit': () => null },
        onError: (message) => Message.error(message),
      }),
    ),
    withQueries({ data: [[['entity-schema', 'hosp-feedback'], entityNamed('hosp-feedback')]] }),
  ],
} satisfies Meta<typeof FeedbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const English: Story = { globals: { locale: 'en' } };
