// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import * as stories from './entities.stories';
import { allEntities } from './sample-entities';

const composed = composeStories(stories);
// Entity files only: not the meta-schema, not the English beside a schema (<name>.en.json).
const schemaFiles = Object.keys(
  import.meta.glob(['../../../schemas/*.json', '!../../../schemas/*.en.json', '!../../../schemas/entity.schema.json']),
);
const schemaNames = schemaFiles.map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'));
const treeTitles = () => [...document.querySelectorAll('.arco-tree-node-title-text')].map((node) => node.textContent);

describe('entity stories', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('offers every schema in schemas/ to the AnySchema story', () => {
    expect(Object.keys(allEntities).sort()).toEqual([...schemaNames].sort());
  });

  it.each(schemaNames)('AnySchema renders %s through the engine', async (name) => {
    const { unmount } = renderEngine(<composed.AnySchema name={name} />);
    await waitFor(() => expect(document.querySelector('.engine-filter-bar, .arco-tree, .arco-empty')).not.toBeNull());
    unmount();
  });

  it.each([
    ['Dic', '共 23 条'],
    ['Param', '共 3 条'],
    ['Acct', '共 12 条'],
  ] as const)('%s renders its list over the sample rows', async (name, total) => {
    const Story = composed[name];
    renderEngine(<Story />);
    expect(await screen.findByText(total)).toBeTruthy();
  });

  it('HospDept renders the tree of the hospital in the URL; without one it asks for a hospital', async () => {
    const { unmount } = renderEngine(<composed.HospDept />);
    await waitFor(() => expect(treeTitles()).toContain('心内科'));
    unmount();
    renderEngine(<composed.HospDeptWithoutHospital />);
    expect(await screen.findByText('请选择医院', { selector: '.arco-empty-description' })).toBeTruthy();
  });
});
