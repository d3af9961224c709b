/** Reads the messages the e2e SMTP sink captured (scripts/smtp-sink.ts). */
import { readFileSync } from 'node:fs';
import type { CapturedMail } from '../../scripts/smtp-sink';

const MAIL_FILE = process.env.E2E_MAIL_FILE ?? '';

/** `file`: a sink of the test's own (a test that starts its own server); the shard's by default. */
export function capturedMail(file: string = MAIL_FILE): CapturedMail[] {
  if (!file)
    throw new Error('E2E_MAIL_FILE is not set: run the browser tests through `npm run test:e2e`');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedMail);
}

/** Every text part of a raw MIME message, decoded (base64 or quoted-printable), joined. */
export function textOf(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.length
    ? boundaries.reduce<string[]>((acc, b) => acc.flatMap((p) => p.split(`--${b}`)), [raw])
    : [raw];
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (!/content-type:\s*text\//i.test(head) && boundaries.length) return '';
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        // Each =XX is a byte of the UTF-8 text (a Spanish mail's accents are two).
        const soft = body.replace(/=\r?\n/g, '');
        const bytes: number[] = [];
        for (let i = 0; i < soft.length; i += 1) {
          const hex = /^=([0-9A-F]{2})/.exec(soft.slice(i, i + 3));
          if (hex) {
            bytes.push(parseInt(hex[1]!, 16));
            i += 2;
          } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
        }
        return Buffer.from(bytes).toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** Waits for a new mail to `to` (after `since` mails) and answers the 6-digit code in it. */
export async function waitForCode(
  to: string,
  since: number,
  timeoutMs = 15_000,
  file: string = MAIL_FILE,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = capturedMail(file)
      .slice(since)
      .filter((m) => m.to.includes(to.toLowerCase()));
    const body = mails.at(-1) ? textOf(mails.at(-1)!.raw) : '';
    const code = body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) {
      const seen = capturedMail(file).map((m) => `${m.to.join(',')}: ${m.raw.slice(0, 200)}`);
      throw new Error(
        `no code mailed to ${to} within ${timeoutMs} ms; captured: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for a new mail to `to` (after `since` mails) whose subject or text matches `pattern`. */
export async function waitForMail(
  to: string,
  since: number,
  pattern: RegExp,
  timeoutMs = 15_000,
  file: string = MAIL_FILE,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = capturedMail(file)
      .slice(since)
      .find(
        (m) =>
          m.to.includes(to.toLowerCase()) && (pattern.test(m.raw) || pattern.test(textOf(m.raw))),
      );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
