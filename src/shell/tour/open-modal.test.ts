// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { modalOnScreen, whenNoModalOnScreen } from './open-modal';

/** jsdom lays nothing out: a modal is "on screen" here while it is not display:none. */
function modal(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  element.getClientRects = () => (element.style.display === 'none' ? [] : [new DOMRect(0, 0, 100, 100)]) as unknown as DOMRectList;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('modal on screen', () => {
  it('counts shown modals only', () => {
    expect(modalOnScreen()).toBe(false);
    const dialog = modal();
    expect(modalOnScreen()).toBe(true);
    dialog.style.display = 'none';
    expect(modalOnScreen()).toBe(false);
  });

  it('waits until the last modal is hidden or removed', async () => {
    const first = modal();
    const second = modal();
    let done = false;
    const waiting = whenNoModalOnScreen().then(() => {
      done = true;
    });
    first.style.display = 'none';
    await Promise.resolve();
    expect(done).toBe(false);
    second.remove();
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves at once when no modal is shown', async () => {
    await expect(whenNoModalOnScreen()).resolves.toBeUndefined();
  });
});
