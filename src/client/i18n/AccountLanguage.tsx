import { useEffect, useRef } from 'react';
import { useGetAccountQuery, useSetAccountLanguageMutation } from '../api';
import { languageSync } from '../../domain/i18n/locales';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { localeChosen } from './localeSlice';

/**
 * Keeps the account's language and the app's in step (docs/i18n.md), so the tenant's mails
 * follow the language they use; which one wins is `languageSync`'s rule.
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
    if (accountId === undefined) return;
    const sync = languageSync(stored ?? null, { locale, chosen });
    if (!sync) return;
    if ('adopt' in sync) {
      // Without loading the catalogs first (the switch does): this frame would otherwise carry
      // Lingui's runtime on every signed-in page; the screens wait for their catalogs instead.
      dispatch(localeChosen(sync.adopt));
      return;
    }
    if (sent.current === `${accountId} ${sync.send}`) return;
    sent.current = `${accountId} ${sync.send}`;
    void setLanguage({ body: { language: sync.send } });
  }, [accountId, stored, locale, chosen, dispatch, setLanguage]);
  return null;
}
