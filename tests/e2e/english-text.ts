import type { Page } from 'playwright-core';

/**
 * Visible text (and placeholders) holding Chinese outside elements marked as user data (issue 10 item
 * 8): what people entered (names of hospitals, people, equipment, records) is marked by the screens
 * with `data-user-data`. There is no list of allowed Chinese strings.
 */
export function chineseOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
    const found = new Set<string>();
    const shown = (element: Element) => {
      if (element.closest('[data-user-data]')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (HAN.test(text) && node.parentElement && shown(node.parentElement)) found.add(text);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const text = input.getAttribute('placeholder') ?? '';
      if (HAN.test(text) && shown(input)) found.add(`placeholder: ${text}`);
    }
    return [...found];
  });
}
