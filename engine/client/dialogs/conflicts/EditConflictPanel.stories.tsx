import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { sampleEntities } from '../../stories/sample-entities';
import { storyProvider, withQueryClient } from '../../stories/story-support';
import type { FieldConflict } from './three-way-merge';
import { EditConflictPanel } from './EditConflictPanel';

const provider = storyProvider();

/** 平台账号修改编辑 after a 409: the type (a dictionary), the name and the remark changed on both sides. */
const accountConflicts: FieldConflict[] = [
  { field: 'type', base: '01', mine: '02', theirs: '03' },
  { field: 'acctName', base: '张伟', mine: '张伟（设备科）', theirs: '张伟（信息科）' },
  { field: 'remark', base: '演示账号', mine: '', theirs: '已调岗' },
];

/** The panel with its choices kept here, as the edit dialog keeps them (the form below follows them). */
function EditConflictPanelStory({
  conflicts,
  keepTheirs,
  sending,
  onSave,
}: {
  conflicts: FieldConflict[];
  keepTheirs: string[];
  sending: boolean;
  onSave(): void;
}) {
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set(keepTheirs));
  return (
    <div style={{ maxWidth: 720, padding: 24 }}>
      <EditConflictPanel
        entity={sampleEntities.acct}
        conflict={{ conflicts, keepTheirs: kept }}
        provider={provider}
        hospCode={undefined}
        sending={sending}
        onKeepTheirs={(field, keep) =>
          setKept((current) => {
            const next = new Set(current);
            if (keep) next.add(field);
            else next.delete(field);
            return next;
          })
        }
        onSave={onSave}
      />
    </div>
  );
}

const meta = {
  title: 'Engine/Dialogs/EditConflictPanel',
  component: EditConflictPanelStory,
  decorators: [withQueryClient],
  args: { conflicts: accountConflicts, keepTheirs: [], sending: false, onSave: fn() },
} satisfies Meta<typeof EditConflictPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field on 应用我的 (the default); the dictionary shows labels, an emptied remark （空）. */
export const MineByDefault: Story = {};

/** 保留当前 chosen for the name. */
export const KeepingTheirs: Story = { args: { keepTheirs: ['acctName'] } };

/** 保存 pressed: the button spins until the server answers. */
export const Saving: Story = { args: { sending: true } };
