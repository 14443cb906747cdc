// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { composeStories, type Meta } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };

// Every story beside an engine view (the form's own stories are tested by the form).
const modules = import.meta.glob<StoryModule>(['../**/*.stories.tsx', '!../form/**', '!./entities.stories.tsx'], { eager: true });
const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => [`${file.replace('../', '')} ${name}`, Story as ComponentType] as const),
);

describe('engine view stories', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('covers every view story file', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
  });

  it.each(stories)('%s renders', async (_name, Story) => {
    renderEngine(<Story />);
    await waitFor(() => expect(document.body.textContent?.trim()).not.toBe(''));
  });
});
