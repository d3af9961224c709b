import { useEffect } from 'react';
import { brandName } from './brand';

/** The tab's title: the page, then the brand (what a tab strip or history list shows first). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${brandName}`;
  }, [title]);
}
