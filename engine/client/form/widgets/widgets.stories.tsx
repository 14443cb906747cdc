import type { Meta, StoryObj } from '@storybook/react-vite';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, Widget } from '@rjsf/utils';
import { useState } from 'react';
import type { LookupOptionsRequest } from '../../../schema/lookup-picker';
import { arcoThemeProps } from '../arco-theme';
import type { EntityFormContext } from '../form-context';
import { treeOptionsOf } from '../model/tree-options';
import { departmentTree, inMemoryOptions } from '../stories/entity-fixtures';
import { entityFormValidator } from '../validation/form-validator';
import { transformEntityErrors } from '../validation/transform-errors';
import { AutoCompleteWidget } from './AutoCompleteWidget';
import { DateRangeWidget } from './DateRangeWidget';
import { DateTimeWidget, DateWidget } from './DateWidget';
import { FileWidget } from './FileWidget';
import { ImageListWidget } from './ImageListWidget';
import { ImageUrlWidget } from './ImageUrlWidget';
import { LookupWidget } from './LookupWidget';
import { NumberWidget } from './NumberWidget';
import { ObjectListWidget } from './ObjectListWidget';
import { PasswordWidget } from './PasswordWidget';
import { SelectWidget } from './SelectWidget';
import { SingleImageWidget } from './SingleImageWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import { TreeSelectWidget } from './TreeSelectWidget';
import { SAMPLE_IMAGES, storyUploader } from './upload/story-uploaders';

/** One row of the gallery: a widget component (rjsf's ui:widget takes it as it is), its field and a filled value. */
interface GalleryField {
  widget: Widget;
  field: RJSFSchema;
  options?: Record<string, unknown>;
  items?: UiSchema;
  filled: unknown;
}

const equipment = ['监护仪 01', '呼吸机 02', '输液泵 03'].map((label, index) => ({ value: String(index + 1).padStart(24, '0'), label }));

/** The lookup picker's answers for 所属设备, by label and page, as the server's lookup-options would give them. */
async function loadEquipment(request: LookupOptionsRequest) {
  if (request.ids) return { list: equipment.filter((item) => request.ids!.includes(item.value)), total: request.ids.length };
  const matching = equipment.filter((item) => item.label.includes(request.keyword ?? ''));
  return { list: matching, total: matching.length };
}

/** Every widget of the default registry, once, in the order a designer compares them. */
const GALLERY: Record<string, GalleryField> = {
  acctName: { widget: TextWidget, field: { type: 'string', title: '账号名称/姓名' }, filled: '张工程师' },
  remark: { widget: TextareaWidget, field: { type: 'string', title: '备注' }, filled: '负责影像设备的日常维护与计量。' },
  passWord: { widget: PasswordWidget, field: { type: 'string', title: '密码' }, filled: 'Medical2026' },
  sort: { widget: NumberWidget, field: { type: 'integer', title: '排序' }, filled: 12 },
  type: {
    widget: SelectWidget,
    field: { type: 'string', title: '账号类型' },
    options: { optionSource: { dictionary: 'ACCT_TYPE' } },
    filled: '02',
  },
  parentId: {
    widget: TreeSelectWidget,
    field: { type: 'string', title: '上级部门' },
    options: { treeData: treeOptionsOf(departmentTree, { labelField: 'deptName', rootTitle: '顶级' }) },
    filled: '6650a1b2c3d4e5f601000002',
  },
  perms: {
    widget: AutoCompleteWidget,
    field: { type: 'string', title: '权限代码' },
    options: { optionSource: { resource: 'pre-auth' } },
    filled: 'eqp:list',
  },
  eqpId: { widget: LookupWidget, field: { type: 'string', title: '所属设备' }, filled: equipment[1]!.value },
  disabled: { widget: SwitchWidget, field: { type: 'boolean', title: '是否停用' }, filled: true },
  approvalDate: { widget: DateWidget, field: { type: 'string', title: '批准日期' }, filled: '2026-03-15' },
  publishTime: { widget: DateTimeWidget, field: { type: 'string', title: '发布时间' }, filled: '2026-03-15 08:30:05' },
  createDateTime: {
    widget: DateRangeWidget,
    field: { type: 'array', title: '创建时间', items: { type: 'string' } },
    filled: ['2026-03-01 00:00:00', '2026-03-31 23:59:59'],
  },
  avatarUrl: { widget: ImageUrlWidget, field: { type: 'string', title: '头像地址' }, filled: SAMPLE_IMAGES[0] },
  avatar: {
    widget: SingleImageWidget,
    field: { type: 'string', title: '头像' },
    options: { uploadType: 'IMG_AVATAR' },
    filled: SAMPLE_IMAGES[1],
  },
  hospImg: {
    widget: ImageListWidget,
    field: { type: 'array', title: '医院图片', items: { type: 'string' }, maxItems: 3 },
    options: { uploadType: 'IMG_EQP' },
    filled: SAMPLE_IMAGES.slice(0, 2),
  },
  filePath: {
    widget: FileWidget,
    field: { type: 'string', title: '文件路径' },
    options: { uploadType: 'OTHER', suffixes: ['pdf', 'docx'] },
    filled: `/files/other/202603/${'a'.repeat(32)}/${encodeURIComponent('操作手册.pdf')}`,
  },
  cards: {
    widget: ObjectListWidget,
    field: {
      type: 'array',
      title: '卡片',
      items: {
        type: 'object',
        properties: { state: { type: 'string', title: '状态' }, lable: { type: 'string', title: '标签' } },
        required: ['state', 'lable'],
      },
    },
    items: {
      state: { 'ui:widget': 'select', 'ui:options': { optionSource: { dictionary: 'ACCT_STATE' } } },
      lable: { 'ui:widget': 'text' },
    },
    filled: [{ state: '1', lable: '报修' }],
  },
};

const names = Object.keys(GALLERY);
const schema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, GALLERY[name]!.field])),
};
const requiredSchema: RJSFSchema = { ...schema, required: names };
const uiSchema: UiSchema = Object.fromEntries(
  names.map((name) => {
    const { widget, options, items } = GALLERY[name]!;
    return [name, { 'ui:widget': widget, 'ui:options': options ?? {}, ...(items ? { items } : {}) }];
  }),
);
const filledData = Object.fromEntries(names.map((name) => [name, GALLERY[name]!.filled]));
const requiredErrors = Object.fromEntries(
  names.map((name) => [name, { __errors: [`${String(GALLERY[name]!.field.title)}为必输项`] }]),
) as unknown as ErrorSchema;

const formContext: EntityFormContext = {
  loadOptions: inMemoryOptions,
  loadLookupOptions: loadEquipment,
  upload: storyUploader,
  hospCode: '10001',
};

/** Every widget in one Arco-themed form, to compare their sizes, placeholders and states side by side. */
function WidgetGallery({ filled, errors, disabled }: { filled: boolean; errors: boolean; disabled: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>(() => (filled ? filledData : {}));
  return (
    <div style={{ maxWidth: 640, padding: 24 }}>
      <Form
        {...arcoThemeProps()}
        schema={errors ? requiredSchema : schema}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        validator={entityFormValidator}
        transformErrors={transformEntityErrors}
        extraErrors={errors ? requiredErrors : undefined}
        experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
        showErrorList={false}
        noHtml5Validate
        disabled={disabled}
        onChange={(event) => setData((event.formData ?? {}) as Record<string, unknown>)}
      />
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Widgets/All widgets',
  component: WidgetGallery,
  args: { filled: false, errors: false, disabled: false },
} satisfies Meta<typeof WidgetGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders (请输入… / 请选择…) and empty upload cards. */
export const Empty: Story = {};

/** Each widget holding a value. */
export const Filled: Story = { args: { filled: true } };

/** Required and refused: red stars, red borders, each message under its control. */
export const WithErrors: Story = { args: { errors: true } };

/** A detail view: every widget disabled, values still readable. */
export const Disabled: Story = { args: { filled: true, disabled: true } };
