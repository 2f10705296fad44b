import type { Page } from '@playwright/test';

/** The smallest target a thumb hits reliably, in CSS px (WCAG 2.2 SC 2.5.5 "Target Size (Enhanced)"). */
export const minTargetPx = 44;

/**
 * Every visible control on `page` whose target is smaller than {@link minTargetPx} in either
 * dimension, as `"<role or tag> <accessible text>: <width>×<height>"` lines (empty when all fit).
 *
 * A control is a link, button, form field or an element with a widget role or a tab stop. Its
 * target is its own box; a checkbox's or radio's is joined with the boxes of its `<label>`s: a click
 * on the label toggles it, so its hit area includes the label (WCAG 2.5.5's "target" is the region that
 * takes the pointer). Exempt, as WCAG 2.5.5 allows: a link inside a sentence (an inline link in a
 * block that has text of its own), and controls the page hides (`checkVisibility()`), so a
 * visually hidden input counts through its label. Boxes are measured where they are laid out;
 * scrolled-out controls count too.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="combobox"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const tolerance = 0.5;
    /** A link in running text: inline, inside a block whose own text is more than the link's. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      const own = (element.textContent ?? '').trim();
      return !!block && (block.textContent ?? '').trim().length > own.length;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('#mock-api-panel')) continue;
      if (inSentence(element)) continue;
      const boxes: DOMRect[] = [];
      if (element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) {
        const own = element.getBoundingClientRect();
        if (own.width > 0 && own.height > 0) boxes.push(own);
      }
      // A checkbox's, radio's or switch's label is its hit area; a text field's label above it is
      // not what a thumb aims at, so a text field is measured alone.
      const toggles =
        element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type);
      const labels = toggles ? [...(element.labels ?? [])] : [];
      for (const label of labels) {
        if (!label.checkVisibility({ visibilityProperty: true })) continue;
        const box = label.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) boxes.push(box);
      }
      if (boxes.length === 0) continue;
      // The smallest box that holds the control and its labels.
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      const width = right - left;
      const height = bottom - top;
      if (width + tolerance >= min && height + tolerance >= min) continue;
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const name = (
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined) ??
        element.textContent ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      found.push(`${role} "${name}": ${Math.round(width)}×${Math.round(height)}`);
    }
    return found;
  }, minTargetPx);
}
