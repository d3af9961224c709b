import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { OptionGroup } from '../../../design/OptionGroup';

interface Lines {
  streetAddress: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

const oneLine = (a: Lines) =>
  `${a.streetAddress}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

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
  const [choice, setChoice] = useState<'entered' | 'recommended'>('recommended');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="recommendation-title">
      <DialogTitle id="recommendation-title">Did you mean this address?</DialogTitle>
      <DialogContent>
        <OptionGroup
          name="address-recommendation"
          legend="Did you mean this address?"
          hideLegend
          options={[
            { value: 'recommended', label: 'Recommended', description: oneLine(recommended) },
            { value: 'entered', label: 'As entered', description: oneLine(entered) },
          ]}
          value={choice}
          onChange={(value) => setChoice(value as 'entered' | 'recommended')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel/Edit</Button>
        <Button variant="contained" onClick={() => onPick(choice)}>
          Use This Address
        </Button>
      </DialogActions>
    </Dialog>
  );
}
