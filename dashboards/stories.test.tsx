// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeStories, type Meta } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { http } from '../platform/api/http';
import { renderWithProviders } from '../platform/test-support/render-with-providers';

// jsdom has no canvas for G2: a chart is a box named after what it draws, its name as its text.
vi.mock('./charts/G2Chart', () => ({
  G2Chart: ({ label }: { label: string }) => (
    <div role="img" aria-label={label}>
      {label}
    </div>
  ),
}));

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };
type ComposedStory = ComponentType & { parameters: { allAnswered?: boolean } };

// Every story of the dashboards: home panels, charts, home dashboards, cockpit frame, panels and pages.
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).map(
    ([name, Story]) => [`${file.replace('./', '')} ${name}`, Story, Story.parameters.allAnswered === true] as const,
  ),
);

/** Stories of a component that draws nothing at all in that state, by design. */
const DRAWS_NOTHING: ReadonlySet<string> = new Set(['panels/NewsStrip.stories.tsx None']);

const SERVER_METHODS = ['get', 'post', 'put', 'delete', 'postForm'] as const;

// Stories never reach a server: their data is in a query cache or in props (dashboards/stories/story-decorators.tsx).
beforeEach(() => {
  for (const method of SERVER_METHODS) vi.spyOn(http, method).mockRejectedValue(new Error(`a story called the server (${method})`));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard stories', () => {
  it('covers every story file', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(57);
  });

  it.each(stories)('%s renders', async (name, Story, allAnswered) => {
    const { container } = renderWithProviders(<Story />);
    if (DRAWS_NOTHING.has(name)) expect(container.innerHTML).toBe('');
    // document.body: a dialog (the shortcut editor) draws outside the container.
    else await waitFor(() => expect(document.body.textContent?.trim()).not.toBe(''), { timeout: 10_000 });
    // A story whose cache holds every answer its hooks ask for (its keys match theirs) has nothing left waiting.
    if (allAnswered)
      await waitFor(() => expect(document.querySelector('[aria-busy="true"], .arco-icon-loading')).toBeNull(), { timeout: 10_000 });
    for (const method of SERVER_METHODS) expect(http[method]).not.toHaveBeenCalled();
  });
});
