// Every refusal the tenants' API answers comes from a catalog (docs/i18n.md "The server's
// answers"): a message written into a handler as a literal would reach a Spanish tenant in
// English. This reads the server's sources for the messages given to its error constructors
// (notFound('…'), new HttpError(400, '…'), …) and to a reply sent by hand (.send({ message: '…' })),
// and asks each of the answer areas for it in Spanish. The staff console's calls stay English,
// as the console does; Node's refusals of a request it cannot parse (input.ts CLIENT_ERRORS) are
// written to the socket before any header, its language included, is read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { answerIn } from '../../src/server/answerLanguage';

const SERVER = resolve(__dirname, '../../src/server');
/** The staff console's (English): its handlers and the proof review they call. */
const STAFF_FILES = ['handlers/staff.ts', 'proofs/review.ts'];
/**
 * Refusals only a developer meets, naming the API's own (English) parts: an operation the
 * contract lists before it is built, a body that mixes the payment method's three forms, a NUL
 * character in a path (an attack).
 */
const FOR_DEVELOPERS = [
  /is described in openapi\.yaml but not built yet/,
  /^Send exactly one of: \{ stripeConfirmationToken \}/,
  /must not contain a NUL character$/,
];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });

const LITERAL = String.raw`(['"\`])((?:\\.|(?!\1).)*)\1`;
const MESSAGES = [
  new RegExp(
    String.raw`\b(?:notFound|badRequest|unauthorized|conflict|forbidden)\(\s*${LITERAL}`,
    'g',
  ),
  new RegExp(String.raw`new HttpError\(\s*\d+,\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\.send\(\{\s*message:\s*${LITERAL}`, 'g'),
];

/** Each literal message in the server's sources, with where it is. */
function literalMessages(): { file: string; message: string }[] {
  return sources(SERVER).flatMap((path) => {
    const file = relative(SERVER, path);
    const text = readFileSync(path, 'utf8');
    return MESSAGES.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((m) => ({ file, message: m[2]! })),
    );
  });
}

describe('the API’s refusals come from the catalogs', () => {
  it('finds the messages written into the sources (the staff console’s among them)', () => {
    const staff = literalMessages().filter(({ file }) => STAFF_FILES.includes(file));
    expect(staff.map((s) => s.message)).toContain('This proof has already been reviewed.');
  });

  it('every other literal message is one the API answers in Spanish', () => {
    const english = literalMessages().filter(
      ({ file, message }) =>
        !STAFF_FILES.includes(file) &&
        !FOR_DEVELOPERS.some((pattern) => pattern.test(message)) &&
        answerIn('es', message) === message,
    );
    expect(english).toEqual([]);
  });
});
