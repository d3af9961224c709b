import { keepEqual } from '../../src/client/app/keepEqual';
import { policiesSlice, policyListFetched, samePolicies } from '../../src/client/app/policies';
import { accountLoaded, sessionSlice } from '../../src/client/app/session';
import { account, ownPolicy } from './fixtures';

// An answer that says again what the store holds keeps the store's objects, so the
// dashboard (which renders from them) does not render whole once per answer.

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('keepEqual', () => {
  it('answers the held value itself when the new one is equal throughout', () => {
    const held = { a: [1, { b: 'x' }], c: null };
    expect(keepEqual(held, clone(held))).toBe(held);
  });

  it('keeps the equal parts and takes the changed ones', () => {
    const held = { same: { deep: [1, 2] }, changed: { n: 1 }, list: [{ id: 1 }, { id: 2 }] };
    const next = clone(held);
    next.changed.n = 2;
    next.list[1]!.id = 3;
    const merged = keepEqual(held, next);
    expect(merged).toEqual(next);
    expect(merged).not.toBe(held);
    expect(merged.same).toBe(held.same);
    expect(merged.changed).not.toBe(held.changed);
    expect(merged.list).not.toBe(held.list);
    expect(merged.list[0]).toBe(held.list[0]);
  });

  it('sees added, removed and retyped fields', () => {
    expect(keepEqual({ a: 1 } as object, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(keepEqual({ a: 1, b: 2 } as object, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual([1, 2], [1])).toEqual([1]);
    expect(keepEqual<unknown>({ a: 1 }, [1])).toEqual([1]);
    expect(keepEqual<unknown>(null, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual<unknown>({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
  });
});

describe('the session and policy lists keep what did not change', () => {
  it('an account equal to the one held leaves the session as it was', () => {
    const held = sessionSlice.reducer(undefined, accountLoaded(account));
    const again = sessionSlice.reducer(held, accountLoaded(clone(account)));
    expect(again).toBe(held);
    const renamed = sessionSlice.reducer(
      held,
      accountLoaded({ ...clone(account), firstName: 'Ann' }),
    );
    expect(renamed.user?.firstName).toBe('Ann');
    expect(renamed.user?.leases).toBe(held.user?.leases);
  });

  it('lists fetched again with the same policies keep their arrays, with the new time', () => {
    const list = { own: [ownPolicy], partner: [], thirdParty: [] };
    const held = policiesSlice.reducer(
      undefined,
      policyListFetched({ which: 'active', list, at: 1 }),
    );
    const again = policiesSlice.reducer(
      held,
      policyListFetched({ which: 'active', list: clone(list), at: 2 }),
    );
    expect(again.active.lastFetched).toBe(2);
    expect(again.active.own).toBe(held.active.own);
    expect(samePolicies(again.active, held.active)).toBe(true);
    const changed = policiesSlice.reducer(
      held,
      policyListFetched({
        which: 'active',
        list: { ...clone(list), own: [{ ...clone(ownPolicy), renew: !ownPolicy.renew }] },
        at: 3,
      }),
    );
    expect(samePolicies(changed.active, held.active)).toBe(false);
    expect(changed.active.own[0]?.renew).toBe(!ownPolicy.renew);
  });
});
