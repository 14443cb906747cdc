import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FieldChoiceTick } from './FieldChoiceTick';

/** A batch dialog's 修改 tick before a label: click it (or Space / Enter) to choose the field. */
function FieldChoiceTickStory({ title, chosen }: { title: string; chosen: boolean }) {
  const [on, setOn] = useState(chosen);
  return (
    <div style={{ padding: 24 }}>
      <FieldChoiceTick name="state" title={title} chosen={on} onToggle={setOn} />
      <span>{title}</span>
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Templates/FieldChoiceTick',
  component: FieldChoiceTickStory,
  args: { title: '账号状态', chosen: false },
} satisfies Meta<typeof FieldChoiceTickStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked: every record keeps its value. */
export const NotChosen: Story = {};

/** Ticked: the field is sent to every selected record. */
export const Chosen: Story = { args: { chosen: true } };
