import { CLIENT_API_VERSION } from '../../src/domain/constants';
import { isVersionSupported, versionScreenTexts } from '../../src/domain/version';

describe('isVersionSupported', () => {
  it('is valid iff min ≤ version ≤ max', () => {
    expect(isVersionSupported(6, { min: 6, max: 6 })).toBe(true);
    expect(isVersionSupported(6, { min: 5, max: 7 })).toBe(true);
    expect(isVersionSupported(6, { min: 7, max: 9 })).toBe(false);
    expect(isVersionSupported(6, { min: 1, max: 5 })).toBe(false);
    expect(isVersionSupported(5, { min: 6 })).toBe(false);
    expect(isVersionSupported(7, { max: 6 })).toBe(false);
  });

  it('treats missing bounds as open', () => {
    expect(isVersionSupported(6, {})).toBe(true);
    expect(isVersionSupported(6, { min: null, max: null })).toBe(true);
    expect(isVersionSupported(100, { min: 6 })).toBe(true);
    expect(isVersionSupported(0, { max: 6 })).toBe(true);
  });

  it('the client version is 6', () => {
    expect(isVersionSupported(CLIENT_API_VERSION, { min: 6, max: 6 })).toBe(true);
  });
});

describe('versionScreenTexts', () => {
  const defaults = {
    heading: 'Update Required',
    message: 'Please update the app to the latest version to continue using the product.',
  };

  it('uses the defaults without server texts', () => {
    expect(versionScreenTexts()).toEqual(defaults);
    expect(versionScreenTexts(null)).toEqual(defaults);
    expect(versionScreenTexts({ heading: '', message: null })).toEqual(defaults);
    expect(versionScreenTexts({ heading: '  ' })).toEqual(defaults);
  });

  it('server texts override each default independently', () => {
    expect(versionScreenTexts({ heading: 'Please upgrade' })).toEqual({
      ...defaults,
      heading: 'Please upgrade',
    });
    expect(versionScreenTexts({ heading: 'H', message: 'M' })).toEqual({
      heading: 'H',
      message: 'M',
    });
  });
});
