// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogFields } from '../../schema/dialog-json-schema';
import * as stories from './EntityForm.stories';
import { EntityFormStoryFrame } from './stories/EntityFormStoryFrame';
import type { EntityFormProps } from './EntityForm';
import { renderForm } from './test-support/render-form';

const { default: meta, ...namedStories } = stories;

describe('EntityForm stories (one per dialog of the four schemas)', () => {
  it.each(Object.entries(namedStories))('%s renders every field of its dialog', (_name, story) => {
    const props = { ...meta.args, ...story.args } as EntityFormProps;
    renderForm(<EntityFormStoryFrame {...props} />);
    const rows = [...document.querySelectorAll('[data-field]')].map((row) => row.getAttribute('data-field'));
    expect(rows).toEqual(dialogFields(props.entity, props.dialog));
  });

  it('DicBatch hands over its data on 确定; DicAdd shows the messages instead', async () => {
    const batch = renderForm(<EntityFormStoryFrame {...({ ...meta.args, ...stories.DicBatch.args } as EntityFormProps)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect(screen.getByRole('region', { name: '提交的数据' }).textContent).toContain('"sort": 40000');
    batch.unmount();

    renderForm(<EntityFormStoryFrame {...(meta.args as EntityFormProps)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect([...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent)).toEqual([
      '类型为必输项',
      '描述/名称为必输项',
      '值为必输项',
      '排序为必输项',
    ]);
    expect(screen.queryByRole('region', { name: '提交的数据' })).toBeNull();
  });
});
