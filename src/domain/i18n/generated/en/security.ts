/* eslint-disable */
// Generated from src/domain/i18n/catalogs/security.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const securityTexts: TextArea<{
  title: null;
  passwordSection: null;
  passwordIntro: null;
  changePassword: null;
  newPassword: null;
  confirmNewPassword: null;
  updatePassword: null;
  cancel: null;
  twoFactorSection: null;
  passwordUpdateFailed: null;
  accountUpdated: null;
}> = {
  name: 'security',
  messages: {
    title: ['Security Settings'],
    passwordSection: ['Password'],
    passwordIntro: ['Change the password you use to log in.'],
    changePassword: ['Change Password'],
    newPassword: ['New Password'],
    confirmNewPassword: ['Confirm New Password'],
    updatePassword: ['Update Password'],
    cancel: ['Cancel'],
    twoFactorSection: ['Two-Factor Authentication'],
    passwordUpdateFailed: ['Failed to update password'],
    accountUpdated: ['Account updated successfully!'],
  },
};
