import { frameTexts } from '../../domain/i18n/generated/en/frame';
import { brandName } from '../design/brand';
import type { FrameHeaderProps } from '../design/FrameHeader';
import { useTexts } from './useTexts';

/** The page frame's labels (home, menu, back) in the app's language, for FrameHeader. */
export function useFrameLabels(): Pick<FrameHeaderProps, 'menuLabel' | 'homeLabel' | 'backLabel'> {
  const t = useTexts(frameTexts);
  return {
    menuLabel: t('openMenu'),
    homeLabel: t('home', { brand: brandName }),
    backLabel: t('back'),
  };
}

/** A side menu's own words (MenuDrawer `texts`) in the app's language. */
export function useMenuTexts(): { close: string; newTab: string } {
  const t = useTexts(frameTexts);
  return { close: t('closeMenu'), newTab: t('newTab') };
}
