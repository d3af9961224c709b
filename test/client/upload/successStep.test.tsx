import { screen } from '@testing-library/react';
import { uploadMessages } from '../../../src/domain/messages';
import { renderApp } from '../render';
import { ok, uploadAt } from './fixtures';

// The upload success page says it is safe to leave, and offers 'Reset the form', only
// when nothing is left to do there.
describe('upload success page (docs/product.md "Upload wizard")', () => {
  it('with nothing left to do: the documented text, safe to close, and the reset link', async () => {
    renderApp({
      route: '/upload',
      preloadedState: uploadAt(100, { doneName: 'Maya', newUser: null }),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Maya, your policy has been successfully uploaded!',
      }),
    ).toBeVisible();
    expect(screen.getByText(uploadMessages.successBody)).toBeVisible();
    expect(screen.getByRole('button', { name: uploadMessages.resetForm })).toBeVisible();
  });

  it('with an account still to confirm: no "safe to close", no reset, the next step instead', async () => {
    renderApp({
      route: '/upload',
      preloadedState: uploadAt(100, {
        doneName: 'Nia',
        newUser: { email: 'nia@example.com', token: 'one-time' },
      }),
      handlers: {
        'POST /v2/account/password/code': ok({
          success: true,
          message: 'Verification code sent to your email!',
          seconds_remaining: 60,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Nia, your policy has been successfully uploaded!',
      }),
    ).toBeVisible();
    expect(screen.getByText(uploadMessages.successVerify)).toBeVisible();
    expect(screen.getByText(uploadMessages.successNextStep)).toBeVisible();
    expect(screen.queryByText(/safe to close/i)).toBeNull();
    expect(screen.queryByRole('button', { name: uploadMessages.resetForm })).toBeNull();
    expect(screen.getByRole('button', { name: uploadMessages.contactUs })).toBeVisible();
  });
});
