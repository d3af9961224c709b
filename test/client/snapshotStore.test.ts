// A snapshot saved by any past build loads into this one. Every persisted version has a
// migration and a saved snapshot in test/fixtures/snapshots; a version added without both fails.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PERSIST_VERSION, migrations } from '../../src/client/app/persist';
import { initialPoliciesState } from '../../src/client/app/policies';
import { storeFromSnapshot } from '../../src/client/app/snapshotStore';
import { initialOnboardingState } from '../../src/client/features/onboarding/onboardingState';
import { initialUploadState } from '../../src/client/features/upload/uploadSlice';
import { cleanSnapshot, type DiagnosticsSnapshot } from '../../src/domain/diagnostics/snapshot';

const fixture = (version: number) => resolve(__dirname, `../fixtures/snapshots/v${version}.json`);
const load = (version: number) =>
  JSON.parse(readFileSync(fixture(version), 'utf8')) as DiagnosticsSnapshot;
const VERSIONS = Array.from({ length: PERSIST_VERSION }, (_, i) => i + 1);
const keysOf = (o: object) => Object.keys(o).sort();

describe('snapshots of every persisted version', () => {
  it.each(VERSIONS)('version %i has a migration and a saved snapshot', (version) => {
    expect(typeof migrations[version]).toBe('function');
    expect(existsSync(fixture(version))).toBe(true);
    expect(load(version).meta.persistVersion).toBe(version);
  });

  it.each(VERSIONS)(
    'the version %i snapshot loads with the current shape, signed out',
    async (version) => {
      const snapshot = cleanSnapshot(load(version));
      const store = await storeFromSnapshot(snapshot);
      expect(store.session?.token).toBeNull();
      expect(keysOf(store.onboarding!)).toEqual(keysOf(initialOnboardingState));
      expect(keysOf(store.upload!)).toEqual(keysOf(initialUploadState));
      expect(keysOf(store.policies!)).toEqual(keysOf(initialPoliciesState));
      for (const which of ['active', 'inactive'] as const) {
        expect(keysOf(store.policies![which])).toEqual(keysOf(initialPoliciesState[which]));
      }
    },
  );

  it('keeps what the tenant had answered', async () => {
    const v2 = await storeFromSnapshot(load(2));
    expect(v2.onboarding?.step).toBe('addressCoverage');
    expect(v2.onboarding?.userInfo?.email).toBe('jordan.lee@example.com');
    const v3 = await storeFromSnapshot(load(3));
    expect(v3.session?.user?.firstName).toBe('Maya');
    expect(v3.upload).toEqual(initialUploadState);
    const v4 = await storeFromSnapshot(load(4));
    expect(v4.upload).toMatchObject({ step: 1, phase: 'personal', lookupEmail: 'nia@example.com' });
  });

  it('keeps the language the tenant read the app in, and only one this build speaks', async () => {
    const v5 = load(5);
    expect((await storeFromSnapshot(cleanSnapshot(v5))).locale).toEqual({
      locale: 'es',
      chosen: true,
    });
    // A store from before the app spoke Spanish follows the replaying browser.
    expect((await storeFromSnapshot(cleanSnapshot(load(4)))).locale).toBeUndefined();
    const odd = { ...v5, store: { ...v5.store, locale: { locale: 'xx<script>', chosen: true } } };
    expect((await storeFromSnapshot(cleanSnapshot(odd))).locale).toBeUndefined();
  });

  it('refuses a version this build cannot read', async () => {
    const future = {
      ...load(PERSIST_VERSION),
      meta: { ...load(PERSIST_VERSION).meta, persistVersion: PERSIST_VERSION + 1 },
    };
    await expect(storeFromSnapshot(future)).rejects.toThrow('not one this build can read');
  });
});
