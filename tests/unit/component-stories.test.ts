import { describe, expect, it } from 'vitest';
import { componentsWithoutStory } from './component-stories';

// Designers review components in Storybook (issue 31): every exported component of the browser's
// folders is imported by a story beside it, and the stories tests of each folder render every story.
describe('component stories', () => {
  it('cover every component that renders UI', () => {
    expect(componentsWithoutStory()).toEqual([]);
  });
});
