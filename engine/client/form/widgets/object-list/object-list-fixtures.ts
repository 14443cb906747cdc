import { loadEntity } from '../../../../schema/load-entity';
import type { OptionSource } from '../../../../schema/entity-types';
import type { Option } from '../../../data/data-provider';
import type { FileUploader } from '../../../data/upload-client';
import { inMemoryOptions } from '../../stories/entity-fixtures';
import { SAMPLE_IMAGES, storyUploader } from '../upload/story-uploaders';

/**
 * An entity with a list of objects, for the objectList story and tests: a page of entry cards, each
 * a type from a dictionary, a label and an icon (the shape of the mini-program's device display).
 */
export const cardPageEntity = loadEntity(
  {
    name: 'card-page',
    title: '入口卡片页',
    kind: 'list',
    scope: 'platform',
    table: 'card_page',
    endpoint: '/db/card-page',
    operations: ['add', 'update', 'query'],
    permissions: { query: 'signedIn', add: 'superAdmin', update: 'superAdmin' },
    fields: {
      pageName: { type: 'string', title: '页面名称', maxLength: 20 },
      cards: {
        type: 'array',
        title: '卡片',
        maxItems: 6,
        widget: 'objectList',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', title: '类型', maxLength: 8, options: { dictionary: 'CARD_TYPE' } },
            lable: { type: 'string', title: '标签', maxLength: 8 },
            icon: { type: 'string', title: '图标', maxLength: 2000000, widget: 'singleImage', widgetOptions: { uploadType: 'IMG_ICON' } },
          },
          required: { type: '请选择类型', lable: '请输入标签', icon: '请选择图标' },
        },
      },
    },
    list: { columns: ['pageName'] },
    dialogs: {
      add: { title: '卡片页添加', fields: ['pageName', 'cards'], required: { pageName: '页面名称为必输项', cards: '卡片为必输项' } },
      edit: { title: '卡片页修改', fields: ['pageName', 'cards'], required: { pageName: '页面名称为必输项', cards: '卡片为必输项' } },
    },
  },
  'object-list-fixtures',
);

const cardTypes: Option[] = [
  { value: '01', label: '报修' },
  { value: '02', label: '巡检' },
  { value: '03', label: '保养' },
];

/** Options and uploads in memory: what the console's data provider answers, without a server. */
export const cardPageProvider: { options(source: OptionSource, context: { hospCode?: string }): Promise<Option[]>; upload: FileUploader } =
  {
    options: (source, context) =>
      'dictionary' in source && source.dictionary === 'CARD_TYPE' ? Promise.resolve(cardTypes) : inMemoryOptions(source, context),
    upload: storyUploader,
  };

/** A saved page with three cards. */
export const savedCardPage = {
  id: '6650a1b2c3d4e5f601000901',
  pageName: '工作台',
  cards: [
    { type: '01', lable: '报修', icon: SAMPLE_IMAGES[0] },
    { type: '02', lable: '巡检', icon: SAMPLE_IMAGES[1] },
    { type: '03', lable: '保养', icon: SAMPLE_IMAGES[2] },
  ],
};
