import type { Settings, VersionInfo } from '../api/generated/api';

/**
 * What the server writes into every page it serves (src/server/static.ts): the answers of
 * GET /version and GET /v2/util/settings, as a JSON script element. `/` renders from them with
 * no request in between, and without the API client (RTK Query loads with the first screen
 * that calls the API, keeping `/` within its JavaScript budget).
 */
export interface BootData {
  version?: VersionInfo;
  settings?: Settings;
}

export const BOOT_ELEMENT_ID = 'boot-data';

let cached: { text: string; data: BootData } | null = null;
let provided: { boot: BootData; brandName: string } | null = null;

/**
 * The server's prerender of the signed-out pages (src/client/prerender.tsx) has no document: it
 * hands over what it writes into the same page (the boot data, the brand's name in the page's
 * meta), before the app's modules load, so both renders read the same answers.
 */
export function provideServerPage(page: { boot: BootData; brandName: string }): void {
  provided = page;
}

/** The brand's name the server's prerender gave (design/brand.ts); null in a browser. */
export function serverBrandName(): string | null {
  return provided?.brandName ?? null;
}

/** The page's boot data; empty when the page has none (opened from a file, a bare test). */
export function bootData(): BootData {
  if (provided) return provided.boot;
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '';
  if (cached?.text !== text) {
    let data: BootData = {};
    try {
      data = text ? (JSON.parse(text) as BootData) : {};
    } catch {
      // A damaged page: the app still runs; screens fetch what they need.
    }
    cached = { text, data };
  }
  return cached.data;
}
