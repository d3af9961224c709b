import type { Locale } from '../../domain/i18n/locales';
import type { CompiledCatalog } from '../../domain/i18n/texts';

/**
 * An area's compiled catalog in `locale`, as its own small script. This module (and the map of
 * every catalog's script that webpack builds for it) loads only once a screen needs an area that
 * `/` does not: English travels with the screens, the root areas load from the entry
 * (rootAreas.ts), and the server's own areas (mails, the stored payment words and proof checks'
 * reasons, the API's and the upload's refusals no screen shows, the verify page's sentence,
 * the data export's README, the installed app's words) never reach a screen.
 */
export const importCatalog = (
  locale: Locale,
  area: string,
): Promise<{ default: CompiledCatalog }> =>
  import(
    /* webpackChunkName: "i18n-[request]" */
    /* webpackExclude: /[\\/]en[\\/]|[\\/](splash|frame|paymentRecords|refusals|exportReadme|pwa|uploadAnswers|uploadReasons|coverageStatus|[a-zA-Z]*Mail)\.ts$/ */
    `../../domain/i18n/generated/${locale}/${area}.ts`
  );
