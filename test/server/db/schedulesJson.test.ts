/**
 * The hand-written JSON of a quote's payment schedules (db/schedulesJson.ts): the same
 * text as JSON.stringify for their shape, and JSON.stringify itself for anything else.
 */
import fc from 'fast-check';
import { paymentSchedules } from '../../../src/server/adapters/carrier/sandbox/rating';
import { schedulesJson } from '../../../src/server/db/schedulesJson';

const day = fc
  .date({ min: new Date('1900-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const amount = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(0, -0, 0.1, 19.3, 1e21, 5e-324),
);
const schedule = fc.record({
  downPaymentAmount: amount,
  installmentAmount: amount,
  serviceFee: amount,
  numberOfPayments: fc.integer({ min: 0, max: 12 }),
  installments: fc.array(fc.record({ date: day, amount }), { maxLength: 12 }),
});

describe('schedulesJson', () => {
  it('writes what JSON.stringify writes for the schedules’ shape', () => {
    fc.assert(
      fc.property(fc.array(schedule, { maxLength: 4 }), (schedules) => {
        expect(schedulesJson(schedules)).toBe(JSON.stringify(schedules));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the sandbox’s schedules as JSON.stringify does', () => {
    for (const state of ['WI', 'TX', 'NY', 'RI']) {
      for (const premium of [0, 115.5, 131.99, 1234.56]) {
        const schedules = paymentSchedules(premium, state, '2026-12-05');
        expect(schedulesJson(schedules)).toBe(JSON.stringify(schedules));
      }
    }
  });

  it('leaves anything else to JSON.stringify: nothing is dropped or written wrong', () => {
    const odd = fc.oneof(
      schedule.map((s) => ({ ...s, extra: 'kept' })),
      schedule.map(({ serviceFee: _fee, ...rest }) => rest),
      schedule.map((s) => ({ ...s, serviceFee: Number.NaN })),
      schedule.map((s) => ({ ...s, installments: [{ date: '2026-12-05"', amount: 1 }] })),
      schedule.map((s) => ({ ...s, installments: [{ date: '2026-12-05', amount: 1, note: 'x' }] })),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(schedule, odd), { minLength: 1, maxLength: 4 }), (list) => {
        const text = schedulesJson(list as never);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(list)));
      }),
      { numRuns: 2000 },
    );
  });
});
