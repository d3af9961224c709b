import {
  messageCounterColor,
  secondPolicyErrors,
  supportMessageErrors,
} from '../../../src/domain/validation/message';

describe('supportMessageErrors', () => {
  it('requires reason and message', () => {
    expect(supportMessageErrors({})).toEqual({
      reason: 'Reason is required',
      message: 'Message is required',
    });
  });
  it('needs at least 30 characters', () => {
    expect(supportMessageErrors({ reason: 'Other', message: 'x'.repeat(29) })).toEqual({
      message: 'Message must be at least 30 characters',
    });
    expect(supportMessageErrors({ reason: 'Other', message: 'x'.repeat(30) })).toEqual({});
  });
});

describe('messageCounterColor', () => {
  it('black, red after a failed attempt, green at 30', () => {
    expect(messageCounterColor(10, false)).toBe('black');
    expect(messageCounterColor(29, true)).toBe('red');
    expect(messageCounterColor(30, false)).toBe('green');
    expect(messageCounterColor(30, true)).toBe('green');
  });
});

describe('secondPolicyErrors', () => {
  it('requires email and reason; message optional', () => {
    expect(secondPolicyErrors({})).toEqual({
      email: 'Email is required',
      reason: 'Reason is required',
    });
    expect(secondPolicyErrors({ email: 'bad', reason: 'Other' })).toEqual({
      email: 'Invalid email address',
    });
    expect(secondPolicyErrors({ email: 'a@b.co', reason: 'Other' })).toEqual({});
  });
});
