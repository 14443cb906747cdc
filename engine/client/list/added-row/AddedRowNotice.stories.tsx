import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleDic } from '../../stories/sample-tables';
import { InList, withQueryClient } from '../../stories/story-support';
import { useListContext } from '../list-context';
import { ListTable } from '../table/ListTable';
import { AddedRowNotice } from './AddedRowNotice';

/** Says a record was just added that the first page would not hold (as 添加成功 does after a real add). */
function JustAdded() {
  const { list, added } = useListContext();
  const { show } = added;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || list.rows.length === 0) return;
    const elsewhere = sampleDic.find((row) => !list.rows.some((shown) => shown.id === row.id));
    if (elsewhere) show(elsewhere.id);
    setDone(true);
  }, [done, list.rows, show]);
  return null;
}

/** The dictionary's first page after adding a record that sorts onto another page: shown first, highlighted, with the note. */
function AddedRowNoticeStory() {
  return (
    <InList entity={sampleEntities.dic}>
      <JustAdded />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
        <AddedRowNotice />
        <ListTable />
      </div>
    </InList>
  );
}

const meta = {
  title: 'Engine/List/AddedRowNotice',
  component: AddedRowNoticeStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof AddedRowNoticeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closing the note gives the page back to what the server lists. */
export const AddedOnAnotherPage: Story = {};
