import { hashPassword, verifyPassword } from '../../../src/server/auth/password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 iterations and one lane (security baseline)', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Renters-Demo-2026');
    await expect(verifyPassword(hash, 'Renters-Demo-2026')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'renters-demo-2026')).resolves.toBe(false);
    await expect(verifyPassword(hash, '')).resolves.toBe(false);
  });

  it.each([
    '',
    'not a hash',
    '$argon2id$v=19$m=19456,t=2,p=1$broken',
    '$2b$10$abcdefghijklmnopqrstuv',
  ])('returns false instead of throwing for the malformed hash %p', async (malformed) => {
    await expect(verifyPassword(malformed, 'anything')).resolves.toBe(false);
  });
});
