import type { Meta, StoryObj } from '@storybook/react-vite';
import { entityNamed, screenProvider } from '../../stories/screen-samples';
import { adminSession, hospitalSession, withQueries, withSession } from '../../stories/story-support';
import { FirstDepartmentHint } from './FirstDepartmentHint';
import { hospitalDepartmentsKey } from './use-hospital-departments';

/**
 * Step 3 of the add-user wizard in a hospital without departments: why the 部门 list is empty and,
 * for whoever may add departments, 新增部门 (the department screen's own dialog).
 */
const meta = {
  title: 'Screens/HospUsers/FirstDepartmentHint',
  component: FirstDepartmentHint,
  decorators: [
    withQueries({
      // Read afresh at every step 3: answered (no departments) once the hint has asked.
      afterMount: [[hospitalDepartmentsKey('10001'), []]],
      data: [[['entity-schema', 'hosp-dept'], entityNamed('hosp-dept')]],
    }),
  ],
  args: { hospCode: '10001', provider: screenProvider() },
} satisfies Meta<typeof FirstDepartmentHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A super admin (or anyone holding sys:hosp-dept:add) may add the first department here. */
export const MayAddDepartments: Story = { decorators: [withSession(adminSession())] };

/** Anyone else is told whom to ask. */
export const AskAnAdministrator: Story = { decorators: [withSession(hospitalSession())] };
