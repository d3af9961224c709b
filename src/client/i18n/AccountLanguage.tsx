import { useEffect, useRef } from 'react';
import { useGetAccountQuery, useSetAccountLanguageMutation } from '../api';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { localeChosen } from './localeSlice';

/**
 * Keeps the account's language and the app's in step (docs/i18n.md), so the tenant's mails
 * follow the language they use: a language chosen on this browser, or the browser's when the
 * account has none yet, is sent to the account; an account's language (chosen on another device)
 * is taken up where this browser only followed its own languages.
 */
export function AccountLanguage() {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountQuery();
  const { locale, chosen } = useAppSelector((state) => state.locale);
  const [setLanguage] = useSetAccountLanguageMutation();
  const stored = account?.language;
  const accountId = account?.accountId;
  // Sent once per account and language: an answer that did not take (an old server) is not
  // retried in a loop by the account's refetch.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (accountId === undefined || stored === locale) return;
    if (stored && !chosen) {
      // Without loading the catalogs first (the switch does): this frame would otherwise carry
      // Lingui's runtime on every signed-in page; the screens wait for their catalogs instead.
      dispatch(localeChosen(stored));
      return;
    }
    if (sent.current === `${accountId} ${locale}`) return;
    sent.current = `${accountId} ${locale}`;
    void setLanguage({ body: { language: locale } });
  }, [accountId, stored, locale, chosen, dispatch, setLanguage]);
  return null;
}
