// The demo staff member's session, by the API as the staff console logs in: e-mail, password and
// the authenticator's code of the test clock's 30-second step (each step's code opens one session).
import { base32Decode, hotp } from '../../src/server/auth/totp';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/db/demo';
import type { TestServer } from './server';

export async function staffToken(server: TestServer): Promise<string> {
  const step = Math.floor(server.clock.now.getTime() / 30_000);
  const answer = await server.call({
    method: 'POST',
    url: '/v2/staff/login',
    payload: {
      email: DEMO_STAFF.email,
      password: DEMO_PASSWORD,
      code: hotp(base32Decode(DEMO_STAFF.totpSecret), step),
    },
  });
  if (answer.statusCode !== 200) throw new Error(`staff log-in failed: ${answer.body}`);
  return answer.json().token as string;
}
