import type { Page } from '@playwright/test';

// ── Layout checks for the small-screen walk (issue 22 items 32 and 33) ──

/** Sideways scroll of the page: what scrollWidth exceeds clientWidth by, and the elements sticking out. */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const culprits: string[] = [];
    if (root.scrollWidth > width) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 0.5) continue;
        // Report the outermost element sticking out, not all its children.
        if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5) continue;
        culprits.push(`${describe(el)} (right edge ${Math.round(r.right)} px)`);
        if (culprits.length >= 8) break;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

/** Elements of one box that stick out of another (e.g. a table out of its card). */
export async function spillsOutOf(page: Page, inner: string, outer: string): Promise<string[]> {
  return page.evaluate(
    ({ inner, outer }) =>
      [...document.querySelectorAll(inner)].flatMap((el) => {
        const box = el.closest(outer);
        if (!box) return [`${inner} is not inside ${outer}`];
        const a = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return a.right > b.right + 0.5 || a.left < b.left - 0.5
          ? [`${inner} ${Math.round(a.left)}-${Math.round(a.right)} px outside ${outer} ${Math.round(b.left)}-${Math.round(b.right)} px`]
          : [];
      }),
    { inner, outer },
  );
}

/**
 * With the page scrolled to its end, what the floating chat button covers: text and controls of the page whose
 * box meets the button's box. Empty when the page keeps the button's corner free.
 */
export async function coveredByChatButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = document.scrollingElement ?? document.documentElement;
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // To the very end, again while late content (a lazy panel, a chart) still makes the page taller.
    for (let i = 0; i < 20; i++) {
      const height = root.scrollHeight;
      root.scrollTop = height;
      await frames();
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (root.scrollHeight === height && root.scrollTop + root.clientHeight >= height - 1) break;
    }
    const button = document.querySelector('.chat-toggle');
    if (!button) return [];
    const b = button.getBoundingClientRect();
    const hits: string[] = [];
    const candidates = document.querySelectorAll('main *, footer *, header *');
    for (const el of candidates) {
      if (el.closest('.chat-widget, .toast-viewport')) continue;
      const interactive = el.matches('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!interactive && !ownText) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rects = ownText && !interactive ? textRects(el) : [el.getBoundingClientRect()];
      if (rects.some((r) => r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)) {
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return hits;

    function textRects(el: Element): DOMRect[] {
      const out: DOMRect[] = [];
      for (const n of el.childNodes) {
        if (n.nodeType !== Node.TEXT_NODE || !(n.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        out.push(...range.getClientRects());
      }
      return out;
    }
  });
}

/**
 * Controls smaller than 44 × 44 px (issue 29: touch targets on phones), described. A link inside a sentence is exempt
 * (WCAG 2.5.8's inline exception), and so is a checkbox or radio whose wrapping label is the 44 px target.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`;
    };
    return [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=button], summary')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
          const sentence = (el.parentElement?.textContent ?? '').trim().length;
          if (sentence > (el.textContent ?? '').trim().length + 10) return false;
        }
        const input = el as HTMLInputElement;
        if (input.type === 'checkbox' || input.type === 'radio') {
          const label = input.closest('label');
          if (label && label.getBoundingClientRect().height >= MIN) return false;
        }
        return r.height < MIN - 0.5 || r.width < MIN - 0.5;
      })
      .map(describe);
  });
}
