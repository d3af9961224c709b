import { loadConfig } from '../../../src/server/config';

describe('CARRIER_PROVIDER', () => {
  it('defaults to the sandbox and accepts sandbox', () => {
    expect(loadConfig({}).services.carrier).toBe('sandbox');
    expect(loadConfig({ CARRIER_PROVIDER: 'sandbox' }).services.carrier).toBe('sandbox');
  });

  it('refuses any other carrier with a clear message', () => {
    expect(() => loadConfig({ CARRIER_PROVIDER: 'assurant' })).toThrow(
      'CARRIER_PROVIDER "assurant" is not available: only the built-in "sandbox" carrier exists so far.',
    );
  });
});
