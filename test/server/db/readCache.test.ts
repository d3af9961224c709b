/**
 * The signed-in reads a process keeps until their data changes (db/readCache.ts).
 */
import { parseChange } from '../../../src/server/db/changes';
import { readCache } from '../../../src/server/db/readCache';

const maya = { accountId: 1, tenantId: 10 };
const ravi = { accountId: 2, tenantId: 20 };

function setUp(ttlMs = 5000, maxAccounts?: number) {
  let time = 0;
  const cache = readCache(ttlMs, { clock: () => time, ...(maxAccounts ? { maxAccounts } : {}) });
  cache.setListening(true);
  let loads = 0;
  const load =
    (value: unknown = { rows: [1, 2] }) =>
    async () => {
      loads += 1;
      return structuredClone(value);
    };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => (time += ms),
  };
}

describe('the read cache', () => {
  it('answers a kept read without loading it again, per caller and key', async () => {
    const { cache, load, loads } = setUp();
    expect(await cache.read(maya, 'account_view', load({ name: 'Maya' }))).toEqual({
      name: 'Maya',
    });
    expect(await cache.read(maya, 'account_view', load({ name: 'other' }))).toEqual({
      name: 'Maya',
    });
    expect(loads()).toBe(1);
    // Another tenant, or another key, is its own read.
    expect(await cache.read(ravi, 'account_view', load({ name: 'Ravi' }))).toEqual({
      name: 'Ravi',
    });
    expect(await cache.read(maya, 'account_policies', load([]))).toEqual([]);
    expect(loads()).toBe(3);
    expect(cache.size).toBe(3);
  });

  it("forgets an account's reads on its key, its tenant's key or everyone's", async () => {
    const { cache, load, loads } = setUp();
    const both = async () => {
      await cache.read(maya, 'k', load());
      await cache.read(ravi, 'k', load());
    };
    await both();
    expect(loads()).toBe(2);
    cache.changed(parseChange('a:1'));
    await both();
    expect(loads()).toBe(3);
    cache.changed(parseChange('t:20'));
    await both();
    expect(loads()).toBe(4);
    cache.changed(parseChange('*'));
    await both();
    expect(loads()).toBe(6);
    // A payload this build does not know forgets everything rather than nothing.
    cache.changed(parseChange('x:whatever'));
    await both();
    expect(loads()).toBe(8);
    cache.forgetAccount(2);
    await both();
    expect(loads()).toBe(9);
    // Another account's or tenant's change keeps these.
    cache.changed(parseChange('a:3'));
    cache.changed(parseChange('t:30'));
    await both();
    expect(loads()).toBe(9);
  });

  it('answers but does not keep a read that was under way when something changed', async () => {
    const { cache, load, loads } = setUp();
    let release!: () => void;
    const slow = cache.read(maya, 'k', async () => {
      await new Promise<void>((done) => (release = done));
      return 'before';
    });
    // The change commits while the read is on its way (it may have read the old rows).
    cache.changed(parseChange('t:99'));
    release();
    expect(await slow).toBe('before');
    expect(await cache.read(maya, 'k', load('after'))).toBe('after');
    expect(loads()).toBe(1);
  });

  it('keeps nothing while the process does not hear changes, and forgets all when it stops', async () => {
    const { cache, load, loads } = setUp();
    await cache.read(maya, 'k', load());
    cache.setListening(false);
    await cache.read(maya, 'k', load());
    await cache.read(maya, 'k', load());
    expect(loads()).toBe(3);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    await cache.read(maya, 'k', load());
    await cache.read(maya, 'k', load());
    expect(loads()).toBe(4);
  });

  it('keeps a read READ_CACHE_SECONDS at most, and nothing when that is 0', async () => {
    const { cache, load, loads, advance } = setUp(5000);
    await cache.read(maya, 'k', load());
    advance(4999);
    await cache.read(maya, 'k', load());
    expect(loads()).toBe(1);
    advance(1);
    await cache.read(maya, 'k', load());
    expect(loads()).toBe(2);

    const off = setUp(0);
    await off.cache.read(maya, 'k', off.load());
    await off.cache.read(maya, 'k', off.load());
    expect(off.loads()).toBe(2);
  });

  it('hands out frozen values: a handler cannot change the next caller’s answer', async () => {
    const { cache, load } = setUp();
    await cache.read(maya, 'k', load({ rows: [{ name: 'Maya' }] }));
    const kept = await cache.read(maya, 'k', load());
    expect(() => {
      (kept as { rows: { name: string }[] }).rows[0]!.name = 'changed';
    }).toThrow(TypeError);
  });

  it('drops the oldest accounts past its size, and a bucket whose tenant changed', async () => {
    const { cache, load, loads } = setUp(5000, 2);
    await cache.read(maya, 'k', load());
    await cache.read(ravi, 'k', load());
    await cache.read({ accountId: 3, tenantId: 30 }, 'k', load());
    expect(cache.size).toBe(2);
    await cache.read(maya, 'k', load());
    expect(loads()).toBe(4);
    // The same account seen with another tenant (re-associated) is not answered from memory.
    await cache.read({ accountId: 1, tenantId: 11 }, 'k', load());
    expect(loads()).toBe(5);
  });

  it("keeps shared reads (partner properties) until everyone's data changes", async () => {
    const { cache, load, loads } = setUp();
    await cache.readShared('partner_property x', load());
    await cache.readShared('partner_property x', load());
    expect(loads()).toBe(1);
    // One tenant's change leaves shared data alone; '*' (properties, companies) does not.
    cache.changed(parseChange('a:1'));
    cache.changed(parseChange('t:10'));
    await cache.readShared('partner_property x', load());
    expect(loads()).toBe(1);
    cache.changed(parseChange('*'));
    await cache.readShared('partner_property x', load());
    expect(loads()).toBe(2);
    cache.setListening(false);
    await cache.readShared('partner_property x', load());
    await cache.readShared('partner_property x', load());
    expect(loads()).toBe(4);
  });
});
