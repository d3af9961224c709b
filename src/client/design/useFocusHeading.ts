import { useEffect, useRef, type RefObject } from 'react';

const MAX_FRAMES = 120;

/**
 * When `key` changes (a multi-step flow moved to another step), moves keyboard focus to the
 * first heading inside `container` once it has rendered (a lazily loaded step may take a few
 * frames), or to the container itself. Without it, focus stays on the button that was pressed and
 * is removed with its step, so the next Tab starts from the top of the page or leaves it
 * (WCAG 2.4.3 focus order); a screen reader also announces the new step's heading. Not on the
 * first render: a page that just opened keeps the browser's own focus. The heading gets no
 * focus ring (theme.ts: a heading with tabindex -1 is never reached with Tab, so the ring would
 * only puzzle a sighted reader); the controls after it keep theirs.
 */
export function useFocusHeading(key: unknown, container: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const root = container.current;
      if (!root) return;
      const heading = root.querySelector<HTMLElement>('h1, h2');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else if (tries < MAX_FRAMES) {
        tries += 1;
        frame = requestAnimationFrame(focus);
      } else {
        root.focus();
      }
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [key, container]);
}
