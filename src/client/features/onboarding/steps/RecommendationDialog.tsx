import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { OptionGroup } from '../../../design/OptionGroup';
import { useTexts } from '../../../i18n/useTexts';

interface Lines {
  streetAddress: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

const oneLine = (a: Lines) =>
  `${a.streetAddress}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

// An address is the tenant's data: translate="no" keeps a browser's translator (and the
// pseudo-locale gate) off it.

/** docs/product.md "States" recommendation: use the address as entered or the recommended one; Cancel/Edit. */
export function RecommendationDialog({
  entered,
  recommended,
  onPick,
  onCancel,
}: {
  entered: Lines;
  recommended: Lines;
  onPick: (which: 'entered' | 'recommended') => void;
  onCancel: () => void;
}) {
  const t = useTexts(addressTexts);
  const [choice, setChoice] = useState<'entered' | 'recommended'>('recommended');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="recommendation-title">
      <DialogTitle id="recommendation-title">{t('didYouMean')}</DialogTitle>
      <DialogContent>
        <OptionGroup
          name="address-recommendation"
          legend={t('didYouMean')}
          hideLegend
          options={[
            {
              value: 'recommended',
              label: t('recommended'),
              description: <span translate="no">{oneLine(recommended)}</span>,
            },
            {
              value: 'entered',
              label: t('asEntered'),
              description: <span translate="no">{oneLine(entered)}</span>,
            },
          ]}
          value={choice}
          onChange={(value) => setChoice(value as 'entered' | 'recommended')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancelEdit')}</Button>
        <Button variant="contained" onClick={() => onPick(choice)}>
          {t('useThisAddress')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
