import { frameTexts } from '../../domain/i18n/generated/en/frame';
import { brandName } from '../design/brand';
import type { FrameHeaderProps } from '../design/FrameHeader';
import { useTexts } from './useTexts';

/**
 * The page frame's labels (home, menu, back) in the app's language, for FrameHeader, and the
 * language switch's.
 */
export function useFrameLabels(): Pick<
  FrameHeaderProps,
  'menuLabel' | 'homeLabel' | 'backLabel'
> & { language: string } {
  const t = useTexts(frameTexts);
  return {
    menuLabel: t('openMenu'),
    homeLabel: t('home', { brand: brandName }),
    backLabel: t('back'),
    language: t('language'),
  };
}
