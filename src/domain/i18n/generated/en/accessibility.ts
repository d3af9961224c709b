/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accessibility.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const accessibilityTexts: TextArea<{
  title: null;
  intro: { brand: TextValue };
  targetTitle: null;
  target: { brand: TextValue };
  testTitle: null;
  testAxe: null;
  testKeyboard: null;
  testLayout: null;
  testLanguages: null;
  testEveryChange: null;
  limitsTitle: null;
  limitMap: null;
  limitLinks: null;
  limitScreenReaders: null;
  reportTitle: null;
  report: { brand: TextValue };
  writeOrCall: { email: TextValue; phone: TextValue };
  lastReviewed: { date: TextValue };
}> = {
  name: 'accessibility',
  messages: {
    title: ['Accessibility'],
    intro: [
      'Everyone should be able to insure their home with ',
      ['brand'],
      ', whatever device, browser or assistive technology they use.',
    ],
    targetTitle: ['Our target'],
    target: [
      'Every page and dialog of ',
      ['brand'],
      ' is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: text contrast of at least 4.5:1, a visible focus ring on everything you can reach with a keyboard, tap targets of 44 pixels, and pages that reflow on a phone without sideways scrolling.',
    ],
    testTitle: ['How we test it'],
    testAxe: [
      'Automated checks (axe-core) on every page and on every menu and dialog that opens without buying anything, against WCAG 2.0, 2.1 and 2.2 A and AA rules, target size included. A serious or critical finding stops a release.',
    ],
    testKeyboard: [
      'A keyboard-only walk from the home page to a price, using only Tab, Enter, Space, the arrow keys and typing, that checks the focus is visible at every stop.',
    ],
    testLayout: [
      'A layout check of every page on a 390 pixel wide phone and a 1366 pixel wide screen: no sideways scrolling, no text cut off or overlapping other text.',
    ],
    testLanguages: ['The same checks in English and in Spanish.'],
    testEveryChange: [
      'These checks run on every change to the product, together with its other tests.',
    ],
    limitsTitle: ['Known limitations'],
    limitMap: [
      'The map on the address step is a picture; the address it shows is always written out beside it.',
    ],
    limitLinks: [
      'Links to our marketing site, social media and the insurer open pages we do not control.',
    ],
    limitScreenReaders: [
      'Automated tools find only part of the problems. We have not yet run a full test with screen readers (VoiceOver, TalkBack, NVDA) and people who use them.',
    ],
    reportTitle: ['Report a problem'],
    report: [
      'If something on ',
      ['brand'],
      ' is hard or impossible for you to use, tell us what page you were on and what happened, and we will help you finish what you were doing.',
    ],
    writeOrCall: ['Write to ', ['email'], ' or call ', ['phone'], '.'],
    lastReviewed: ['Last reviewed on ', ['date'], '.'],
  },
};
