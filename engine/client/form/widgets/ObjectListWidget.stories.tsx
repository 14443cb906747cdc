import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EntityFormStoryFrame } from '../stories/EntityFormStoryFrame';
import { cardPageEntity, cardPageProvider, savedCardPage } from './object-list/object-list-fixtures';

/**
 * objectList: a list of objects drawn from the field's `items` (a dictionary select, a text box and
 * an icon upload per item), with insert after, up, down and delete. Press 确定 with an empty item
 * to see each item's messages (请选择类型, 请输入标签, 请选择图标).
 */
const meta = {
  title: 'Engine/Form/Widgets/ObjectListWidget',
  component: EntityFormStoryFrame,
  args: { entity: cardPageEntity, dialog: 'add', provider: cardPageProvider, onSubmit: fn() },
} satisfies Meta<typeof EntityFormStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** One item with nothing filled in: 确定 shows the item's three messages. */
export const BlankItem: Story = { args: { formData: { pageName: '首页', cards: [{}] } } };

export const Filled: Story = { args: { dialog: 'edit', formData: savedCardPage } };

export const ReadOnly: Story = { args: { dialog: 'edit', formData: savedCardPage, disabled: true } };
