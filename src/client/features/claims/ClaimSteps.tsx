import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import {
  CLAIM_ADDRESS_INPUT_MAX_LENGTH,
  CLAIM_PHONE_INPUT_MAX_LENGTH,
  CLAIM_TEXT_MAX_LENGTH,
  CLAIM_TYPES,
} from '../../../domain/constants';
import {
  claimTimeText,
  type ClaimFormStep,
  type ClaimWizardValues,
} from '../../../domain/claims/claimForm';
import { claimMessages as m } from '../../../domain/messages';
import { TextFieldAdapter } from '../../components/fields';
import { ListRow, ListRows } from '../../design/cards';
import { ChoiceField } from './ChoiceField';
import { PhotoPicker } from './PhotoPicker';

const longText = { htmlInput: { maxLength: CLAIM_TEXT_MAX_LENGTH } };

/** Step 1: the type of claim, the day (a date picker, never a future day) and how it happened. */
export function WhatHappenedStep({ today }: { today: string }) {
  return (
    <>
      <ChoiceField name="type" legend={m.typeLabel} choices={CLAIM_TYPES} />
      <Field
        name="date"
        type="date"
        label={m.dateLabel}
        helperText={m.dateHint}
        component={TextFieldAdapter}
        slotProps={{ htmlInput: { max: today } }}
      />
      <Field name="timeOfDay" type="time" label={m.timeOfDayLabel} component={TextFieldAdapter} />
      <Field
        name="description"
        label={m.descriptionLabel}
        component={TextFieldAdapter}
        multiline
        minRows={3}
        slotProps={longText}
      />
    </>
  );
}

/** Step 2: the damage, the three docs/product.md "Validation" Yes/No answers, photos and anything else. */
export function DamageStep({ files, onFiles }: { files: File[]; onFiles: (f: File[]) => void }) {
  return (
    <>
      <Field
        name="property"
        label={m.propertyLabel}
        component={TextFieldAdapter}
        multiline
        minRows={3}
        slotProps={longText}
      />
      <ChoiceField name="habitable" legend={m.habitableLabel} />
      <ChoiceField name="vacated" legend={m.vacatedLabel} />
      <ChoiceField name="police" legend={m.policeLabel} />
      <PhotoPicker files={files} onChange={onFiles} />
      <Field
        name="additional_details"
        label={m.additionalLabel}
        component={TextFieldAdapter}
        multiline
        minRows={2}
        slotProps={longText}
      />
    </>
  );
}

/** Step 3: how to reach the tenant and who is paid, filled in from the account and the policy. */
export function ContactStep() {
  return (
    <>
      <Field
        name="phone"
        type="tel"
        autoComplete="tel"
        label={m.phoneLabel}
        helperText={m.phoneHint}
        component={TextFieldAdapter}
        slotProps={{ htmlInput: { maxLength: CLAIM_PHONE_INPUT_MAX_LENGTH } }}
      />
      <Field
        name="address"
        label={m.addressLabel}
        helperText={m.addressHint}
        component={TextFieldAdapter}
        // A whole address shows on a phone rather than scrolling inside one line.
        multiline
        slotProps={{ htmlInput: { maxLength: CLAIM_ADDRESS_INPUT_MAX_LENGTH } }}
      />
      <Field
        name="payee"
        label={m.payeeLabel}
        helperText={m.payeeHint}
        autoComplete="name"
        component={TextFieldAdapter}
        slotProps={longText}
      />
    </>
  );
}

export const STEP_TITLES: Record<ClaimFormStep | 'review', string> = {
  what: m.stepWhat,
  damage: m.stepDamage,
  contact: m.stepContact,
  review: m.stepReview,
};

const given = (value: string | null | undefined) => value?.trim() || m.notGiven;

function ReviewSection({
  title,
  onEdit,
  rows,
}: {
  title: string;
  onEdit: () => void;
  rows: [string, string][];
}) {
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        <Button onClick={onEdit} aria-label={`${m.edit}: ${title}`}>
          {m.edit}
        </Button>
      </Box>
      <ListRows>
        {rows.map(([label, value]) => (
          <ListRow key={label} label={label} value={value} />
        ))}
      </ListRows>
    </Box>
  );
}

/** Step 4: every answer by step, each step with Edit, before Submit Claim. */
export function ReviewStep({
  values,
  photos,
  onEdit,
}: {
  values: ClaimWizardValues;
  photos: number;
  onEdit: (step: ClaimFormStep) => void;
}) {
  return (
    <Stack spacing={3}>
      <Typography>{m.reviewIntro}</Typography>
      <ReviewSection
        title={m.stepWhat}
        onEdit={() => onEdit('what')}
        rows={[
          [m.typeLabel, given(values.type)],
          [m.dateLabel, given(claimTimeText(values.date, values.timeOfDay))],
          [m.descriptionLabel, given(values.description)],
        ]}
      />
      <ReviewSection
        title={m.stepDamage}
        onEdit={() => onEdit('damage')}
        rows={[
          [m.propertyLabel, given(values.property)],
          [m.habitableLabel, given(values.habitable)],
          [m.vacatedLabel, given(values.vacated)],
          [m.policeLabel, given(values.police)],
          [m.photosCount, String(photos)],
          [m.additionalLabel, given(values.additional_details)],
        ]}
      />
      <ReviewSection
        title={m.stepContact}
        onEdit={() => onEdit('contact')}
        rows={[
          [m.phoneLabel, given(values.phone)],
          [m.addressLabel, given(values.address)],
          [m.payeeLabel, given(values.payee)],
        ]}
      />
    </Stack>
  );
}
