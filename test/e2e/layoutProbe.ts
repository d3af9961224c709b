/**
 * The layout gate's measurement, run inside the page (page.evaluate serialises it, so it uses
 * nothing from outside its own body). Answers one line per problem, each naming the element by a
 * selector-like path and its text:
 * - the page scrolls sideways;
 * - visible text, or a control (button, link, field, label), sticks out of the viewport sideways;
 * - text is cut off by an ancestor that hides its overflow (and does not end it with an ellipsis);
 * - two pieces of visible text overlap by more than 2 px (text scrolling under a sticky or fixed
 *   bar with a background of its own, a header or the quote's price bar, is covered by design).
 * Not measured: what nobody sees (display none, visibility hidden, opacity 0, aria-hidden, the
 * visually-hidden 1 px helpers, the outlined field's notch legend) and content of regions that
 * scroll sideways on purpose (overflow-x auto or scroll).
 */
export function layoutProblems(width: number): string[] {
  const TOLERANCE = 2;
  // The size the page was opened at: a phone's layout viewport (innerWidth) widens to fit a page
  // wider than the screen, which would hide the very problem measured here.
  const viewport = Math.min(width, window.innerWidth);
  const problems: string[] = [];

  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4;) {
      let part = e.tagName.toLowerCase();
      if (e.id) part += `#${e.id}`;
      const named = [...e.classList].filter((c) => !c.startsWith('css-')).slice(0, 2);
      if (named.length) part += `.${named.join('.')}`;
      const label = e.getAttribute('aria-label');
      if (label) part += `[aria-label="${label}"]`;
      parts.unshift(part);
      e = e.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (s: string) => JSON.stringify(s.replace(/\s+/g, ' ').trim().slice(0, 60));

  const shown = new Map<Element, boolean>();
  const isShown = (el: Element): boolean => {
    const known = shown.get(el);
    if (known !== undefined) return known;
    let result = true;
    const style = getComputedStyle(el);
    if (
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      style.visibility === 'collapse' ||
      Number(style.opacity) === 0 ||
      el.getAttribute('aria-hidden') === 'true' ||
      el.classList.contains('MuiOutlinedInput-notchedOutline')
    ) {
      result = false;
    } else {
      const box = el.getBoundingClientRect();
      // Visually hidden helpers: a 1 px clipped box (MUI's visuallyHidden, skip links).
      if (
        style.position === 'absolute' &&
        box.width <= 1 &&
        box.height <= 1 &&
        style.overflow === 'hidden'
      )
        result = false;
      else if (el.parentElement) result = isShown(el.parentElement);
    }
    shown.set(el, result);
    return result;
  };

  /** The nearest ancestors that clip (overflow hidden or clip) and scroll sideways on purpose. */
  const clipping = (el: Element): { clipper: Element | null; scrolls: boolean } => {
    let clipper: Element | null = null;
    for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll')
        return { clipper, scrolls: true };
      if (
        !clipper &&
        e !== document.body &&
        (['hidden', 'clip'].includes(style.overflowX) ||
          ['hidden', 'clip'].includes(style.overflowY))
      )
        clipper = e;
    }
    return { clipper, scrolls: false };
  };

  const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (scrollWidth > viewport || window.innerWidth > width)
    problems.push(
      `page scrolls sideways: scrollWidth ${scrollWidth}, innerWidth ${window.innerWidth}, screen ${width}`,
    );

  // Every visible piece of text, as the boxes of its lines.
  interface Piece {
    el: Element;
    text: string;
    rects: DOMRect[];
  }
  const pieces: Piece[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const el = node.parentElement;
    if (!text.trim() || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE'].includes(el.tagName))
      continue;
    if (!isShown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (rects.length) pieces.push({ el, text, rects });
  }

  const reported = new Set<Element>();
  for (const piece of pieces) {
    const { clipper, scrolls } = clipping(piece.el);
    if (scrolls) continue;
    const left = Math.min(...piece.rects.map((r) => r.left));
    const right = Math.max(...piece.rects.map((r) => r.right));
    if (left < -TOLERANCE || right > viewport + TOLERANCE)
      problems.push(
        `text outside the viewport (${Math.round(left)}..${Math.round(right)} of ${viewport}): ${describe(piece.el)} ${textOf(piece.text)}`,
      );
    if (clipper && !reported.has(clipper)) {
      const ellipsis = [clipper, piece.el].some(
        (e) => getComputedStyle(e).textOverflow === 'ellipsis',
      );
      const overflows =
        clipper.scrollWidth > clipper.clientWidth + 1 ||
        clipper.scrollHeight > clipper.clientHeight + 1;
      const box = clipper.getBoundingClientRect();
      const outside = piece.rects.some(
        (r) =>
          r.left < box.left - TOLERANCE ||
          r.right > box.right + TOLERANCE ||
          r.top < box.top - TOLERANCE ||
          r.bottom > box.bottom + TOLERANCE,
      );
      if (!ellipsis && overflows && outside) {
        reported.add(clipper);
        problems.push(
          `text cut off by ${describe(clipper)} (scroll ${clipper.scrollWidth}x${clipper.scrollHeight} > client ${clipper.clientWidth}x${clipper.clientHeight}): ${textOf(piece.text)}`,
        );
      }
    }
  }

  // Controls without text of their own (an icon button, an empty field) stay on screen too.
  for (const el of document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="combobox"]',
  )) {
    if (!isShown(el) || clipping(el).scrolls) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.left < -TOLERANCE || box.right > viewport + TOLERANCE)
      problems.push(
        `control outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${viewport}): ${describe(el)} ${textOf(el.textContent || el.getAttribute('aria-label') || '')}`,
      );
  }

  /** The sticky or fixed box with a background that `el` is painted in, if any (a layer). */
  const layers = new Map<Element, Element | null>();
  const layerOf = (el: Element): Element | null => {
    const known = layers.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const opaque =
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
    const layer =
      (style.position === 'sticky' || style.position === 'fixed') && opaque
        ? el
        : el.parentElement
          ? layerOf(el.parentElement)
          : null;
    layers.set(el, layer);
    return layer;
  };

  // Text on text: line boxes of different pieces intersecting by more than the tolerance.
  const lines = pieces
    .flatMap((piece, index) => piece.rects.map((rect) => ({ index, rect })))
    .sort((a, b) => a.rect.top - b.rect.top);
  const pairs = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length; j += 1) {
      const b = lines[j]!;
      if (b.rect.top >= a.rect.bottom - TOLERANCE) break;
      if (a.index === b.index) continue;
      const dx = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const dy = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (dx <= TOLERANCE || dy <= TOLERANCE) continue;
      const key = `${Math.min(a.index, b.index)}:${Math.max(a.index, b.index)}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      const pa = pieces[a.index]!;
      const pb = pieces[b.index]!;
      // One in a sticky bar, the other scrolling under it: the bar's background covers it.
      if (layerOf(pa.el) !== layerOf(pb.el)) continue;
      problems.push(
        `text overlaps text by ${Math.round(dx)}x${Math.round(dy)} px: ${describe(pa.el)} ${textOf(pa.text)} and ${describe(pb.el)} ${textOf(pb.text)}`,
      );
    }
  }
  return problems;
}
