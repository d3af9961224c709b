import { CLIENT_API_VERSION } from '../../domain/constants';
import { makeSnapshot, type DiagnosticsSnapshot } from '../../domain/diagnostics/snapshot';
import { PERSIST_VERSION, PERSISTED_SLICES } from './persist';

/**
 * The tenant's diagnostics snapshot now: the persisted slices through the allow-list
 * (src/domain/diagnostics/snapshot.ts), the build, the route, the screen and the time. `from`
 * says which dialog it came from.
 */
export function takeSnapshot(state: object, from: string): DiagnosticsSnapshot {
  const persisted = Object.fromEntries(
    PERSISTED_SLICES.map((slice) => [slice, (state as Record<string, unknown>)[slice]]),
  );
  const w = globalThis.window;
  return makeSnapshot(persisted, {
    persistVersion: PERSIST_VERSION,
    build: { apiVersion: CLIENT_API_VERSION, id: process.env.BUILD_ID ?? 'development' },
    route: w ? `${w.location.pathname}${w.location.search}${w.location.hash}` : '/',
    screen: {
      width: w?.innerWidth ?? 0,
      height: w?.innerHeight ?? 0,
      pixelRatio: w?.devicePixelRatio ?? 1,
    },
    takenAt: new Date().toISOString(),
    userAgent: globalThis.navigator?.userAgent ?? '',
    from,
    dialogs: (state as { ui?: { openDialogs?: string[] } }).ui?.openDialogs ?? [],
  });
}

/** Saves the snapshot as a JSON file through the browser (the tenant may mail it themselves). */
export function downloadSnapshot(snapshot: DiagnosticsSnapshot): void {
  const blob = new Blob([`${JSON.stringify(snapshot, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `diagnostics-${snapshot.meta.takenAt.replace(/[:.]/g, '-')}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
