// The reasons beside a proof's checks come from the server in English (src/domain/proofs/
// reasons.ts); the wizard shows them in the app's language by reading their values back with the
// `uploadReasons` messages (features/upload/policy/reasons.ts). Here: each message is reasons.ts'
// English word for word, each reason is read back as its own message with its values, and in the
// pseudo-locale every reason is shown from the catalog.
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from '../../src/client/components/Suspense';
import { readReason, useReason } from '../../src/client/features/upload/policy/reasons';
import { uploadReasonsTexts } from '../../src/domain/i18n/generated/en/uploadReasons';
import { englishFormatter, type TextValue } from '../../src/domain/i18n/texts';
import { proofReasons } from '../../src/domain/proofs/reasons';
import { inPseudo, loadPseudoCatalogs, untranslated } from './pseudoLocale';
import { renderApp } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

type Key = keyof typeof proofReasons;
const english = englishFormatter(uploadReasonsTexts) as (
  key: string,
  values?: Record<string, TextValue>,
) => string;

/** A message's placeholders, in the order they first appear (reasons.ts' parameters' order). */
function placeholders(key: string): string[] {
  const names: string[] = [];
  for (const token of uploadReasonsTexts.messages[key as Key])
    if (typeof token !== 'string' && !names.includes(token[0])) names.push(token[0]);
  return names;
}

/** Values as a page and a tenant give them: names, addresses, dates, amounts. */
const SAMPLES = ['Lakeshore Property Group LLC', 'PO Box 620, Middleton, WI 53562', 'unit and zip'];
const PERIODS = ['06/01/2026 to 06/01/2027', '06/03/2026 to 06/03/2027'];
const AMOUNTS = ['$100,000', '$300,000'];
const sampleFor = (key: string, i: number) =>
  key.startsWith('period') ? PERIODS[i]! : key.startsWith('liability') ? AMOUNTS[i]! : SAMPLES[i]!;

/** Every reason reasons.ts writes, with the values it was written with. */
const REASONS = (Object.keys(proofReasons) as Key[]).map((key) => {
  const names = placeholders(key);
  const reason = proofReasons[key] as string | ((...values: string[]) => string);
  const values = Object.fromEntries(names.map((name, i) => [name, sampleFor(key, i)]));
  return {
    key,
    values,
    text: typeof reason === 'string' ? reason : reason(...names.map((name) => values[name]!)),
  };
});

describe("the proof check's reasons", () => {
  it('are one message each, and every message (but the location words) is a reason', () => {
    const messages = Object.keys(uploadReasonsTexts.messages).filter((k) => !k.startsWith('off'));
    expect(messages.sort()).toEqual(Object.keys(proofReasons).sort());
  });

  it.each(REASONS)("$key is reasons.ts' English word for word, and is read back", (reason) => {
    expect(english(reason.key, reason.values)).toBe(reason.text);
    expect(readReason(reason.text)).toEqual({ key: reason.key, values: reason.values });
  });

  it('a reason no message fits is not read', () => {
    expect(readReason('Something the server says now.')).toBeUndefined();
  });

  it('are shown in the app’s language, the parts of an address that differ included', async () => {
    function Reasons() {
      const say = useReason();
      return (
        <ul>
          {REASONS.map((r) => (
            <li key={r.key}>{say(r.text)}</li>
          ))}
        </ul>
      );
    }
    renderApp({
      preloadedState: inPseudo,
      ui: (
        <Suspense fallback={null}>
          <Reasons />
        </Suspense>
      ),
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(REASONS.length);
    expect(untranslated(document.body)).toEqual([]);
    const close = items[REASONS.findIndex((r) => r.key === 'locationClose')]!;
    expect(close.textContent).toContain('⟦úñít⟧ ⟦áñd⟧ ⟦zíp⟧');
  });
});
