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
import { disclosureMessages } from '../../../../domain/messages';
import { disclosureLabels, purchaseTexts } from '../../../../domain/checkout/texts';
import { errorStatus } from '../../../api/errors';
import { useGetDisclosureMutation, type DisclosureRequest } from '../../../api';

export type DisclosureType = DisclosureRequest['disclosureType'];

type Loaded =
  | { kind: 'loading' }
  | { kind: 'shown'; title: string; paragraphs: string[] }
  | { kind: 'failed'; message: string };

/**
 * docs/product.md "Onboarding flow" disclosure popups, "Messages" their errors. The text is plain
 * (paragraphs split on blank lines) and never rendered as HTML. A 404 means no text exists for the
 * type and state. Mounted while open: each opening loads the text afresh.
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
            errorStatus(result.error) === 404
              ? disclosureMessages.noContent
              : disclosureMessages.loadFailed,
        });
        return;
      }
      const paragraphs = (result.data?.content ?? '')
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
      if (paragraphs.length === 0) {
        setLoaded({ kind: 'failed', message: disclosureMessages.noContent });
        return;
      }
      setLoaded({ kind: 'shown', title: result.data.title || disclosureLabels[type], paragraphs });
    });
    return () => {
      current = false;
      request.abort();
    };
  }, [type, state, getDisclosure]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={id} scroll="paper">
      <DialogTitle id={id}>
        {loaded.kind === 'shown' ? loaded.title : disclosureLabels[type]}
      </DialogTitle>
      <DialogContent dividers>
        {loaded.kind === 'loading' ? <CircularProgress aria-label="Loading disclosure" /> : null}
        {loaded.kind === 'failed' ? <Alert severity="error">{loaded.message}</Alert> : null}
        {loaded.kind === 'shown'
          ? loaded.paragraphs.map((p, i) => (
              <Typography key={i} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {p}
              </Typography>
            ))
          : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{purchaseTexts.close}</Button>
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {label ?? disclosureLabels[type]}
      </Link>
      {open ? <DisclosureDialog type={type} state={state} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
