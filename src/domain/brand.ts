/**
 * The product's brand. The texts say 'the product' where the brand's name goes; the server
 * takes the name from BRAND_NAME and hands it to the page (index.html) and to mails.
 */
export const DEFAULT_BRAND_NAME = 'Nestwell';

/** A documented text with 'the product' replaced by the brand's name (the texts stay word for word). */
export function withBrand(text: string, brandName: string): string {
  return text.replace(/\bthe product\b/g, brandName);
}

/**
 * The brand's colours, shared by the client's theme (navy primary, page background) and the web
 * app manifest the server builds (theme and splash colours of the installed app).
 */
export const BRAND_COLOURS = { primary: '#1b4b72', page: '#f5f7fa' } as const;
