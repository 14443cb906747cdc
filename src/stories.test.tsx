// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider, Message, Modal } from '@arco-design/web-react';
import { composeStories, type Decorator, type Meta } from '@storybook/react-vite';
import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { loadEntityForm } from '../engine/client/testing';
import { arcoLocaleOf } from '../platform/i18n/arco-locale';
import { i18n } from '../platform/i18n/i18n';
import { isLanguage, type Language } from '../platform/i18n/language';

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };

// Every story of the console app (src/) and of the platform, each drawn as Storybook draws it.
const modules = import.meta.glob<StoryModule>(['./**/*.stories.tsx', '../platform/**/*.stories.tsx'], { eager: true });

// In the console EntityForm downloads with the first form; loaded once here, so dialogs draw their fields at once.
await loadEntityForm();
// Arco in jsdom is slow on a busy machine: waits give up after 10 s (an upper bound, not a timing assertion).
configure({ asyncUtilTimeout: 10_000 });

/** The story's language: the toolbar's global, which a story may set (`globals: { locale: 'en' }`). */
const languageOf = (globals: Record<string, unknown> | undefined): Language => (isLanguage(globals?.locale) ? globals.locale : 'zh');

/** What .storybook/preview.tsx gives every story: a fresh jotai store, i18n, Arco's locale, a memory router. */
const withPreviewProviders: Decorator = (Story, context) => (
  <JotaiProvider store={createStore()}>
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={arcoLocaleOf(languageOf(context.globals))}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </ConfigProvider>
    </I18nextProvider>
  </JotaiProvider>
);

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module, { decorators: [withPreviewProviders] } as Parameters<typeof composeStories>[1])).map(
    ([name, Story]) => [`${file.replace(/^\.\.?\//, '')} ${name}`, Story as ComponentType & { globals?: Record<string, unknown> }] as const,
  ),
);

/**
 * What a story drew: its text, else the names of its pictures and icon buttons (a toggle draws only
 * an icon), else its icons (a spinner while something loads).
 */
const drawn = () =>
  document.body.textContent?.trim() ||
  [...document.querySelectorAll('img[alt], [aria-label]')]
    .map((element) => element.getAttribute('alt') ?? element.getAttribute('aria-label'))
    .join(' ')
    .trim() ||
  [...document.querySelectorAll('svg')].map((icon) => icon.getAttribute('class') ?? 'svg').join(' ');

// Arco's messages and confirm boxes live outside the rendered tree: cleared too, or one story sees another's.
afterEach(async () => {
  cleanup();
  Message.clear();
  Modal.destroyAll();
  localStorage.clear();
  await waitFor(() => {
    if (document.querySelector('.arco-message')) throw new Error('an Arco message is still leaving');
  });
});

// Exit transitions still render after the last test: let them finish while jsdom's window exists.
afterAll(async () => {
  await act(() => i18n.changeLanguage('zh'));
  await new Promise((resolve) => setTimeout(resolve, 500));
});

describe('console and platform stories', { timeout: 60_000 }, () => {
  it('covers every story file of src and platform', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(78);
  });

  it.each(stories)('%s draws', async (_name, Story) => {
    await act(() => i18n.changeLanguage(languageOf(Story.globals)));
    render(<Story />);
    await waitFor(() => expect(drawn()).not.toBe(''));
  });
});
