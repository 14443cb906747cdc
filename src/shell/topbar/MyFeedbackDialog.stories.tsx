import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMemoryDataProvider } from '../../../engine/client/core';
import { entityNamed } from '../../stories/screen-samples';
import { sampleMyFeedback } from '../../stories/shell-samples';
import { withConsoleProvider, withQueries } from '../../stories/story-support';
import { MyFeedbackDialog } from './MyFeedbackDialog';

const schema = [['entity-schema', 'hosp-feedback'], entityNamed('hosp-feedback')] as [readonly unknown[], unknown];
const answering = (list: unknown[]) =>
  withConsoleProvider(createMemoryDataProvider({ endpoints: { 'hosp-feedback/mine': () => ({ list }) } }));

/** 我的反馈 from the user menu: what the user sent lately, with the administrators' replies. */
const meta = {
  title: 'Shell/TopBar/MyFeedbackDialog',
  component: MyFeedbackDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof MyFeedbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplies: Story = { decorators: [answering(sampleMyFeedback), withQueries({ data: [schema] })] };

export const English: Story = { ...WithReplies, globals: { locale: 'en' } };

export const NoneYet: Story = { decorators: [answering([]), withQueries({ data: [schema] })] };

/** While the feedback schema loads. */
export const Loading: Story = { decorators: [withQueries({ pending: [['entity-schema', 'hosp-feedback']] })] };
