import { DEFAULT_BRAND_NAME, withBrand } from '../../domain/brand';
import { serverBrandName } from '../app/boot';

/**
 * The brand's name as the server put it in index.html (BRAND_NAME), or gave its prerender; the
 * default where the page has none (tests, a page opened from the file system).
 */
function readBrandName(): string {
  if (typeof document === 'undefined') return serverBrandName() ?? DEFAULT_BRAND_NAME;
  const meta = document.querySelector('meta[name="application-name"]');
  return meta?.getAttribute('content')?.trim() || DEFAULT_BRAND_NAME;
}

export const brandName = readBrandName();

/** Served by the server: BRAND_LOGO_FILE or the built-in logo. */
export const brandLogoUrl = '/brand/logo.svg';

/** A documented text with 'the product' as the brand's name. */
export const branded = (text: string) => withBrand(text, brandName);
