import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EntityScreen } from '../EntityScreen';
import { allEntities } from './sample-entities';
import { storyProvider, withQueryClient, withUrl } from './story-support';

/** One generated screen per schema of schemas/, rendered by the engine over the sample back end. */
function GeneratedScreen({ name }: { name: string }) {
  const [provider] = useState(storyProvider);
  const entity = allEntities[name];
  return entity ? <EntityScreen entity={entity} provider={provider} /> : null;
}

const meta = {
  title: 'Engine/Entities',
  component: GeneratedScreen,
  decorators: [withQueryClient],
  args: { name: 'dic' },
  argTypes: { name: { control: 'select', options: Object.keys(allEntities) } },
} satisfies Meta<typeof GeneratedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** schemas/dic.json: 系统字典. */
export const Dic: Story = { args: { name: 'dic' }, decorators: [withUrl('/admin/system-param/dic?hosp_code=10001')] };

/** schemas/param.json: 系统参数. */
export const Param: Story = { args: { name: 'param' }, decorators: [withUrl('/admin/param-manage?hosp_code=10001')] };

/** schemas/acct.json: 平台账号, with the 重置密码 and 编辑账号信息 row actions. */
export const Acct: Story = { args: { name: 'acct' }, decorators: [withUrl('/admin/acct-manage')] };

/** schemas/hosp-dept.json: 医院部门, a tree in the page's hospital. */
export const HospDept: Story = { args: { name: 'hosp-dept' }, decorators: [withUrl('/admin/hospital/hosp-dept?hosp_code=10001')] };

/** The department tree before a hospital is chosen: 请选择医院. */
export const HospDeptWithoutHospital: Story = { args: { name: 'hosp-dept' }, decorators: [withUrl('/admin/hospital/hosp-dept')] };

/** Any schema of schemas/, chosen with the name control: a new schema needs no story of its own. */
export const AnySchema: Story = { args: { name: 'dic' }, decorators: [withUrl('/entity?hosp_code=10001')] };
