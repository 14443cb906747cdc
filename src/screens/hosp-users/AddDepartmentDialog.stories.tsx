import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { entityNamed, screenProvider } from '../../stories/screen-samples';
import { withQueries } from '../../stories/story-support';
import { AddDepartmentDialog } from './AddDepartmentDialog';

/** 部门添加 at the top level, opened from the add-user wizard in a hospital without departments. */
const meta = {
  title: 'Screens/HospUsers/AddDepartmentDialog',
  component: AddDepartmentDialog,
  decorators: [withQueries()],
  args: { entity: entityNamed('hosp-dept'), hospCode: '10001', provider: screenProvider(), onClose: fn() },
} satisfies Meta<typeof AddDepartmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
