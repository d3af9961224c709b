import { startingPrice } from '../../../src/server/adapters/carrier/sandbox/rating';

describe('the sandbox carrier starting price (the splash\'s "from ... a month")', () => {
  it('is the standard coverage in the cheapest of the states', () => {
    // Wisconsin's $105 base rate is the lowest; the standard $250 deductible's factor is 1.1.
    expect(startingPrice(['TX', 'WI', 'FL'])).toEqual({
      annual: 115.5,
      monthly: 9.63,
      personalPropertyAmount: 20000,
      liabilityAmount: 100000,
      deductible: 250,
    });
  });

  it('follows the served states', () => {
    expect(startingPrice(['TX']).annual).toBe(187); // 170 × 1.1
    expect(startingPrice(['ZZ']).annual).toBe(137.5); // a state without its own rate: 125 × 1.1
  });
});
