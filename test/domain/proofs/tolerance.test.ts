// What a scan's misreading may change and still be the tenant's policy: a character or two of a
// long identifier (look-alikes or not) is a caution for staff; on a text layer only case, spaces
// and dashes are forgiven (and look-alikes the tenant may have typed); another number fails.
import fc from 'fast-check';
import { checkProof } from '../../../src/domain/proofs';
import { misreadOf } from '../../../src/domain/proofs/policy';
import { expected } from './page';
import { placed, scanned } from './placed';

const numberCheck = (printed: string, typed: string, ocr: boolean) => {
  const lines = placed(
    [
      [40, 'Policy Number:'],
      [160, printed],
    ],
    [
      [40, 'Named Insured:'],
      [160, 'Maya Thompson'],
    ],
  );
  return checkProof(ocr ? scanned(lines) : lines, expected({ policyNumber: typed })).checks.find(
    (c) => c.field === 'policyNumber',
  )!;
};

const ID_CHARS = 'ACEFHJKMNPRTUVWXY2345679'.split('');
// Carriers' numbers: a few letters and digits, then digits ("HO4-2231-8841", "RT55201187").
const idArb = fc
  .tuple(
    fc.array(fc.constantFrom(...ID_CHARS), { minLength: 1, maxLength: 4 }),
    fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: 9, maxLength: 12 }),
  )
  .map(([a, b]) => a.join('') + b.join(''));

/** A character replaced by another that is not its look-alike (a true misreading or a slip). */
function slip(id: string, at: number, by: string): string {
  const i = at % id.length;
  return id.slice(0, i) + by + id.slice(i + 1);
}

describe('policy number on a scan', () => {
  it('the 150-dpi case: one digit misread is a caution with a reason for staff', () => {
    const c = numberCheck('HO4-2231-8847', 'HO4-2231-8841', true);
    expect(c).toMatchObject({ verdict: 'caution', found: 'HO4-2231-8847' });
    expect(c.reason).toBe(
      'The policy number on the scan reads "HO4-2231-8847", a character or two from what you typed ("HO4-2231-8841"); our staff will check it on the page.',
    );
  });

  it('the same page with a text layer fails', () => {
    expect(numberCheck('HO4-2231-8847', 'HO4-2231-8841', false).verdict).toBe('fail');
  });

  it('one or two characters misread in a long identifier: caution on a scan, fail on text', () => {
    fc.assert(
      fc.property(
        idArb,
        fc.nat(),
        fc.constantFrom('8', 'B', '0', 'Q', 'Z', 'E'),
        fc.boolean(),
        fc.nat(),
        (id, at, by, twice, at2) => {
          let read = slip(id, at, by);
          if (twice && id.length >= 11) read = slip(read, at2 + 5, '3');
          if (read === id) return;
          expect(numberCheck(read, id, true).verdict).toMatch(/^(caution|pass)$/);
          if (numberCheck(read, id, false).verdict === 'caution') {
            // On text only look-alikes the tenant might have typed are close.
            expect(misreadOf(read, id)).toBe(true);
          }
        },
      ),
    );
  });

  it('a clearly different number fails, scan or not', () => {
    fc.assert(
      fc.property(idArb, idArb, (a, b) => {
        fc.pre(!misreadOf(a, b));
        expect(numberCheck(a, b, true).verdict).toBe('fail');
        expect(numberCheck(a, b, false).verdict).toBe('fail');
      }),
    );
  });

  it('a short identifier is never forgiven a slip', () => {
    expect(numberCheck('RT-5521', 'RT-5520', true).verdict).toBe('fail');
  });

  it('finds a misread number even when its label was misread too', () => {
    const lines = scanned(
      placed(
        [[40, 'Po1icv Nurnber']],
        [[40, 'HO4 2231 B847']],
        [[40, 'Named Insured: Maya Thompson']],
      ),
    );
    const c = checkProof(lines, expected()).checks.find((x) => x.field === 'policyNumber')!;
    expect(c).toMatchObject({ verdict: 'caution', found: 'HO4 2231 B847' });
  });

  it('case, spaces and dashes never matter', () => {
    fc.assert(
      fc.property(idArb, fc.array(fc.nat(), { maxLength: 4 }), fc.boolean(), (id, cuts, lower) => {
        let printed = id;
        for (const c of [...new Set(cuts.map((n) => 1 + (n % (id.length - 1))))].sort(
          (x, y) => y - x,
        ))
          printed = `${printed.slice(0, c)}${c % 2 ? '-' : ' '}${printed.slice(c)}`;
        if (lower) printed = printed.toLowerCase();
        expect(numberCheck(printed, id, false).verdict).toBe('pass');
      }),
    );
  });
});
