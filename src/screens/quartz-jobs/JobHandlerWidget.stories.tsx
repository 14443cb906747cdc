import type { Meta, StoryObj } from '@storybook/react-vite';
import { withQueries, WidgetFrame } from '../../stories/story-support';
import { JobHandlerWidget } from './JobHandlerWidget';
import type { JobHandlerBean } from '../../../contracts/quartz-job';

/** GET /api/quartz-job/handlers, in each language (the server translates titles and descriptions). */
const handlers = (english: boolean): JobHandlerBean[] => [
  {
    beanName: 'quartzLogJob',
    methods: [
      {
        methodName: 'purgeOld',
        title: english ? 'Purge old job logs' : '清理任务日志',
        description: english ? 'Deletes job logs older than the days kept.' : '删除早于保留天数的任务日志',
        params: [
          {
            name: 'keepDays',
            type: 'integer',
            default: 30,
            minimum: 1,
            maximum: 3650,
            title: english ? 'Days of logs kept' : '日志保留天数',
          },
        ],
        defaultParams: '{"keepDays":30}',
      },
    ],
  },
  {
    beanName: 'diagnosticJob',
    methods: [
      {
        methodName: 'wait',
        title: english ? 'Diagnostics: wait' : '诊断：等待',
        description: english ? 'Waits the given seconds, then succeeds.' : '等待指定秒数后成功结束',
        params: [
          { name: 'seconds', type: 'integer', default: 1, minimum: 0, maximum: 600, title: english ? 'Seconds to wait' : '等待秒数' },
        ],
        defaultParams: '{"seconds":1}',
      },
      {
        methodName: 'fail',
        title: english ? 'Diagnostics: fail' : '诊断：失败',
        description: english ? 'Always fails with the given message.' : '总是以给定的消息失败',
        params: [],
        defaultParams: '',
      },
    ],
  },
];

/** A scheduled job's Bean名称 and 方法名称 (`quartzJobHandler`), among the handlers the server offers. */
const meta = {
  title: 'Screens/Widgets/JobHandlerWidget',
  component: WidgetFrame,
  decorators: [
    withQueries({
      data: [
        [['quartz-job', 'handlers', 'zh'], handlers(false)],
        [['quartz-job', 'handlers', 'en'], handlers(true)],
      ],
    }),
  ],
  args: { widget: JobHandlerWidget, name: 'beanName', title: 'Bean名称', options: { part: 'bean' } },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bean: Story = {};

/** The method of the chosen bean, with what it does and the params it takes. */
export const Method: Story = {
  args: { name: 'methodName', title: '方法名称', options: { part: 'method' }, value: 'wait', siblings: { beanName: 'diagnosticJob' } },
};

export const MethodInEnglish: Story = { ...Method, globals: { locale: 'en' } };
