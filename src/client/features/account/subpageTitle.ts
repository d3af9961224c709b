import { shellTexts } from '../../../domain/i18n/generated/en/shell';
import { menuTextKey } from '../../../domain/menu';
import type { AccountSubpage } from '../../../domain/routes';
import { useTexts } from '../../i18n/useTexts';

/**
 * A sub-page's heading: its side-menu entry's words, which are also the tab's title (the `shell`
 * catalog, loaded with the signed-in frame), so the three always agree in every language.
 */
export function useSubpageTitle(slug: AccountSubpage): string {
  const t = useTexts(shellTexts) as (key: string) => string;
  return t(menuTextKey(slug));
}
