// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { composeStories, type Meta } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };

// Every story under engine/client, the form's widgets and templates included; EntityForm's stories
// and the entities' have tests of their own (EntityForm.stories.test.tsx, entities.stories.test.tsx).
const modules = import.meta.glob<StoryModule>(['../**/*.stories.tsx', '!../form/EntityForm.stories.tsx', '!./entities.stories.tsx'], {
  eager: true,
});
const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => [`${file.replace('../', '')} ${name}`, Story as ComponentType] as const),
);

/** What a story drew: its text, else the names of its pictures (a picture cell draws nothing else). */
const drawn = () =>
  document.body.textContent?.trim() ||
  [...document.querySelectorAll('img[alt]')]
    .map((image) => image.getAttribute('alt'))
    .join(' ')
    .trim();

describe('engine view stories', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('covers every view story file', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(68);
  });

  it.each(stories)('%s renders', async (_name, Story) => {
    renderEngine(<Story />);
    await waitFor(() => expect(drawn()).not.toBe(''));
  });
});
