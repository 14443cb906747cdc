import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { CompanyUserExport } from './CompanyUserExport';

const entity = entityNamed('company-user');

/**
 * 导出全部账户: the server writes the file meanwhile; here it never answers, so the dialog stays
 * (in the console it closes and the file opens).
 */
const meta = {
  title: 'Screens/HospUsers/CompanyUserExport',
  component: CompanyUserExport,
  args: {
    entity,
    action: actionNamed(entity, 'exportAll'),
    provider: screenProvider({ 'company-user/batch-company-acct-export': () => new Promise(() => {}) }),
    hospCode: undefined,
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof CompanyUserExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Generating: Story = {};
