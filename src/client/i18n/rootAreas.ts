/**
 * The areas `/` shows before anything else loads (the splash and the frame around it): their
 * catalogs are fetched straight from the entry. Every other area's go through the catalog loader
 * (catalogImports.ts), so the map of every catalog is not carried by `/` (docs/performance.md).
 * scripts/bundle-size.ts counts these in `/`'s budget for each language; keep this list and the
 * webpackInclude in catalogs.ts the same (the size script fails when their script is missing).
 */
export const ROOT_AREAS: readonly string[] = ['splash', 'frame'];
