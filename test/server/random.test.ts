import { randomString } from '../../src/server/random';

describe('randomString (pooled CSPRNG bytes)', () => {
  it('writes the asked number of bytes as hex or base64url', () => {
    expect(randomString(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomString(6)).toMatch(/^[0-9a-f]{12}$/);
    expect(randomString(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never hands out the same bytes twice, across many refills of the pool', () => {
    // 20,000 × 16 bytes is 78 refills of the 4 KB pool.
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) seen.add(randomString(16));
    expect(seen.size).toBe(20_000);
  });

  it('draws each byte value about equally often (no zeroed or reused stretch of the pool)', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 4_000; i += 1) {
      const hex = randomString(64);
      for (let j = 0; j < hex.length; j += 2) counts[parseInt(hex.slice(j, j + 2), 16)]! += 1;
    }
    // 256,000 bytes: 1,000 expected per value; a pool handing out zeroed bytes would pile on 0.
    expect(Math.max(...counts)).toBeLessThan(1_200);
    expect(Math.min(...counts)).toBeGreaterThan(800);
  });

  it('refuses sizes it cannot serve', () => {
    expect(() => randomString(0)).toThrow(RangeError);
    expect(() => randomString(4097)).toThrow(RangeError);
    expect(() => randomString(1.5)).toThrow(RangeError);
  });
});
