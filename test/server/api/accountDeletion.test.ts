// Delete my account (docs/privacy.md "Your rights"): the request mails a code or names the
// policies to cancel first; the confirm checks the code and the rule again, erases once, ends
// every session; staff see the record. Erasure itself: test/server/db/accountErasure.test.ts.
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { staffToken } from '../../helpers/staffSession';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';

const ETHAN = demoAccount('expired-only');
const MAYA = demoAccount('own-policy');
const DANIEL = demoAccount('partner-policy');

const ask = (server: TestServer, token: string) =>
  server.call({ method: 'POST', url: '/v2/account/deletion', headers: { token } });
const confirm = (server: TestServer, token: string, code: string) =>
  server.call({
    method: 'POST',
    url: '/v2/account/deletion/confirm',
    headers: { token },
    payload: { code },
  });
const other = (code: string) => (code === '000000' ? '111111' : '000000');

async function completed(server: TestServer): Promise<number> {
  const result = await server.handle.db.execute<{ n: string | number }>(
    sql`select count(*) as n from account_deletions where completed_at is not null`,
  );
  return Number(result.rows[0]!.n);
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);

    it('mails a 15-minute code; the code deletes the account and ends every session', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      const asked = await ask(server, token);
      expect(asked.statusCode).toBe(202);
      const ends = Date.parse(asked.json().codeExpiresAt) - server.clock.now.getTime();
      expect(ends).toBe(15 * 60_000);
      const mail = await server.lastMail(ETHAN.email);
      expect(mail?.subject).toBe('Your code to delete your account');
      const done = await confirm(server, token, await server.mailedCode(ETHAN.email));
      expect(done.statusCode).toBe(200);
      const body = done.json();
      expect(body.completedAt).not.toBeNull();
      expect(body.kept.map((k: { table: string }) => k.table)).toEqual(
        expect.arrayContaining(['tenants', 'accounts', 'policies']),
      );
      expect(body.deleted.map((k: { table: string }) => k.table)).toContain('sessions');
      // The caller's token is dead; the login signs nobody in.
      const after = await server.call({
        method: 'GET',
        url: '/v2/account/data-export',
        headers: { token },
      });
      expect(after.statusCode).toBe(401);
      const login = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: ETHAN.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      // Staff see the record: ids, dates and counts, no e-mail or name.
      const staff = await staffToken(server);
      const list = await server.call({
        method: 'GET',
        url: '/v2/staff/account-deletions',
        headers: { stafftoken: staff },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().deletions[0].completedAt).toBe(body.completedAt);
      expect(list.body).not.toContain(ETHAN.lastName);
      expect(list.body).not.toContain('@');
    });

    it('refuses while an own policy is active, naming it; no code is mailed', async () => {
      const token = await server.login(MAYA.email, DEMO_PASSWORD);
      const refused = await ask(server, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ACTIVE_POLICIES');
      const policies = refused.json().policies as Array<{ policyNumber: string }>;
      expect(policies.length).toBeGreaterThan(0);
      expect(refused.json().message).toContain(policies[0]!.policyNumber);
      expect((await server.lastMail(MAYA.email))?.subject ?? '').not.toContain('delete');
    });

    it('a policy that starts later blocks; a partner policy does not', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      await server.handle.db.execute(sql`update policies set status = 'active',
        policy_start_date = current_date + 10, policy_end_date = current_date + 375
        where account_id = (select id from accounts where email = ${ETHAN.email})`);
      expect((await ask(server, token)).json().code).toBe('ACTIVE_POLICIES');
      const daniel = await server.login(DANIEL.email, DEMO_PASSWORD);
      expect((await ask(server, daniel)).statusCode).toBe(202);
    });

    it('a purchase being processed blocks', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      await server.handle.db.execute(sql`insert into purchases (work_item_id, email, account_id,
        payment_token_hash, status) values ('SBX-WAIT', ${ETHAN.email},
        (select id from accounts where email = ${ETHAN.email}), 'h', 'processing')`);
      const refused = await ask(server, token);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'PURCHASE_IN_PROGRESS']);
    });

    it('checks the rule again at the confirm', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      expect((await ask(server, token)).statusCode).toBe(202);
      const code = await server.mailedCode(ETHAN.email);
      await server.handle.db.execute(sql`update policies set status = 'active',
        policy_end_date = current_date + 30
        where account_id = (select id from accounts where email = ${ETHAN.email})`);
      expect((await confirm(server, token, code)).statusCode).toBe(409);
      expect(await completed(server)).toBe(0);
    });

    it('a wrong, replaced or expired code is a 400; wrong codes are counted to a 429', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      await ask(server, token);
      const first = await server.mailedCode(ETHAN.email);
      await ask(server, token);
      const second = await server.mailedCode(ETHAN.email);
      if (first !== second) {
        expect((await confirm(server, token, first)).json().code).toBe('INVALID_CODE');
      }
      server.advance(15 * 60_000 + 1000);
      expect((await confirm(server, token, second)).statusCode).toBe(400);
      await ask(server, token);
      const third = await server.mailedCode(ETHAN.email);
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push((await confirm(server, token, other(third))).statusCode);
      expect(answers).toContain(429);
      expect(await completed(server)).toBe(0);
    });

    it('another tenant cannot confirm with your code', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      await ask(server, token);
      const code = await server.mailedCode(ETHAN.email);
      const daniel = await server.login(DANIEL.email, DEMO_PASSWORD);
      expect((await confirm(server, daniel, code)).statusCode).toBe(400);
      expect(await completed(server)).toBe(0);
      expect((await confirm(server, token, code)).statusCode).toBe(200);
    });

    it('a burst of confirms erases once', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      await ask(server, token);
      const code = await server.mailedCode(ETHAN.email);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => confirm(server, token, code)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => [200, 400, 401].includes(s))).toBe(true);
      expect(await completed(server)).toBe(1);
    });

    it('codes mailed are limited per account: 5 an hour', async () => {
      const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await ask(server, token)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('needs a session', async () => {
      expect((await server.call({ method: 'POST', url: '/v2/account/deletion' })).statusCode).toBe(
        401,
      );
    });
  });
}

suite('delete my account, on PGlite', {});
if (postgresUrl) suite('delete my account, on PostgreSQL (DATABASE_URL)', { postgres: true });
else it.todo('delete my account on PostgreSQL (set DATABASE_URL)');
