import { Empty, Modal, Spin, Tag } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEntityText } from '../../../engine/client/core';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import type { PagedList } from '../../../contracts/dashboard';
import { entityDataProvider } from '../../screens/entity-api';
import { FEEDBACK_ENTITY, useFeedbackEntity } from './feedback-entity';
import styles from './MyFeedbackDialog.module.css';

interface MyFeedback {
  id: string;
  createDateTime: string;
  categoryDesc?: string;
  content: string;
  status: string;
  reply: string | null;
  replyTime: string | null;
}

/** The newest of one's own feedback: a user looks for the answer to what they sent lately. */
const SHOWN = 20;
const STATUS_COLOURS: Record<string, string> = { '01': 'orange', '02': 'green', '03': 'gray' };

/** The status label as the schema names it (待处理 / 已回复 / 已关闭). */
function statusLabel(entity: EntitySchema, status: string): string {
  const options = entity.fields.status?.options;
  const found = options && 'values' in options ? options.values.find((option) => option.value === status) : undefined;
  return found ? String(found.label) : status;
}

/** 我的反馈 from the user menu: what the user sent (/db/hosp-feedback/mine) with the administrators' replies. */
export function MyFeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = useEntityText(FEEDBACK_ENTITY);
  const entity = useFeedbackEntity(true);
  const mine = useQuery({
    queryKey: ['my-feedback'],
    queryFn: () => entityDataProvider.call<PagedList<MyFeedback>>(entity!, 'mine', { pagedQueryInfo: { index: 1, pageSize: SHOWN } }),
    enabled: Boolean(entity),
    staleTime: 0,
  });
  const list = mine.data?.list ?? [];
  return (
    <Modal visible title={t('shell.feedback.mine')} footer={null} onCancel={onClose} style={{ width: 640 }}>
      {!entity || mine.isPending ? <Spin style={{ display: 'block' }} /> : null}
      {entity && mine.data && list.length === 0 ? <Empty description={t('shell.feedback.none')} /> : null}
      {entity && list.length > 0 ? (
        <ul className={styles.list}>
          {list.map((item) => (
            <li key={item.id} className={styles.item} data-feedback-id={item.id}>
              <div className={styles.head}>
                <span>{item.createDateTime}</span>
                {item.categoryDesc ? <span>{item.categoryDesc}</span> : null}
                <Tag size="small" color={STATUS_COLOURS[item.status] ?? 'gray'}>
                  {text(statusLabel(entity, item.status))}
                </Tag>
              </div>
              <p className={styles.content} data-user-data="">
                {item.content}
              </p>
              {item.reply ? (
                <p className={styles.reply}>
                  {t('shell.feedback.reply', { time: item.replyTime ?? '' })}
                  <span data-user-data="">{item.reply}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
