import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { peopleTexts } from '../../../../domain/i18n/generated/en/people';
import { DEFAULT_LOCALE } from '../../../../domain/i18n/locales';
import { errorStatus } from '../../../api/errors';
import { useGetDisclosureMutation, type DisclosureRequest } from '../../../api';
import { useAppLocale } from '../../../i18n/appLocale';
import { useTexts } from '../../../i18n/useTexts';

export type DisclosureType = DisclosureRequest['disclosureType'];

/** Each disclosure's label (its link, and the popup's title when the carrier gives none). */
const LABELS = {
  sms: 'disclosureSms',
  ebc: 'disclosureEbc',
  fraud: 'disclosureFraud',
  cancelationnotice: 'disclosureCancelationNotice',
  payauthorization: 'disclosurePayAuthorization',
  legal: 'disclosureLegal',
  interestedparty: 'disclosureInterestedParty',
  waterbackup: 'disclosureWaterBackup',
} as const satisfies Record<DisclosureType, string>;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'shown'; title: string | null; paragraphs: string[] }
  | { kind: 'failed'; message: 'disclosureNoContent' | 'disclosureLoadFailed' };

/**
 * docs/product.md "Onboarding flow" disclosure popups, "Messages" their errors. The text is plain
 * (paragraphs split on blank lines) and never rendered as HTML. A 404 means no text exists for the
 * type and state. Mounted while open: each opening loads the text afresh. The carrier's title
 * and text are its document, shown as the carrier wrote them (in English, marked so); the label,
 * the errors and the button around them are the app's, in the tenant's language.
 */
export function DisclosureDialog({
  type,
  state,
  onClose,
}: {
  type: DisclosureType;
  state: string;
  onClose: () => void;
}) {
  const t = useTexts(peopleTexts);
  const locale = useAppLocale();
  const id = useId();
  const [getDisclosure] = useGetDisclosureMutation();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    const request = getDisclosure({ disclosureRequest: { disclosureType: type, state } });
    void request.then((result) => {
      if (!current) return;
      if ('error' in result) {
        setLoaded({
          kind: 'failed',
          message:
            errorStatus(result.error) === 404 ? 'disclosureNoContent' : 'disclosureLoadFailed',
        });
        return;
      }
      const paragraphs = (result.data?.content ?? '')
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
      if (paragraphs.length === 0) {
        setLoaded({ kind: 'failed', message: 'disclosureNoContent' });
        return;
      }
      setLoaded({ kind: 'shown', title: result.data.title || null, paragraphs });
    });
    return () => {
      current = false;
      request.abort();
    };
  }, [type, state, getDisclosure]);

  const carrierTitle = loaded.kind === 'shown' ? loaded.title : null;
  // The carrier's API takes no language: its documents are English. `lang` lets a screen reader
  // read them as English on a Spanish page; translate="no" keeps them as the carrier wrote them.
  const carrierWords = { lang: 'en', translate: 'no' } as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} scroll="paper">
      {carrierTitle ? (
        <DialogTitle id={id} {...carrierWords}>
          {carrierTitle}
        </DialogTitle>
      ) : (
        <DialogTitle id={id}>{t(LABELS[type])}</DialogTitle>
      )}
      <DialogContent dividers>
        {loaded.kind === 'loading' ? (
          <CircularProgress aria-label={t('loadingDisclosure')} />
        ) : null}
        {loaded.kind === 'failed' ? <Alert severity="error">{t(loaded.message)}</Alert> : null}
        {loaded.kind === 'shown' && locale !== DEFAULT_LOCALE ? (
          // Says why the document is not in the tenant's language.
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('carrierWording')}
          </Typography>
        ) : null}
        {loaded.kind === 'shown' ? (
          <div {...carrierWords}>
            {loaded.paragraphs.map((p, i) => (
              <Typography key={i} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {p}
              </Typography>
            ))}
          </div>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A link that opens one disclosure. */
export function DisclosureLink({
  type,
  state,
  label,
}: {
  type: DisclosureType;
  state: string;
  label?: string;
}) {
  const t = useTexts(peopleTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {label ?? t(LABELS[type])}
      </Link>
      {open ? <DisclosureDialog type={type} state={state} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
