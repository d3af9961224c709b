import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';

interface Lines {
  streetAddress: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

const oneLine = (a: Lines) =>
  `${a.streetAddress}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/** SPEC §4 recommendation: use the address as entered or the recommended one; Cancel/Edit. */
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
        <RadioGroup
          value={choice}
          onChange={(event) => setChoice(event.target.value as 'entered' | 'recommended')}
        >
          <FormControlLabel
            value="recommended"
            control={<Radio />}
            label={`Recommended: ${oneLine(recommended)}`}
          />
          <FormControlLabel
            value="entered"
            control={<Radio />}
            label={`As entered: ${oneLine(entered)}`}
          />
        </RadioGroup>
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
