import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
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
  type ClaimStep,
  type ClaimWizardValues,
} from '../../../domain/claims/claimForm';
import { claimsTexts } from '../../../domain/i18n/generated/en/claims';
import { TextFieldAdapter } from '../../components/fields';
import { ListRow, ListRows } from '../../design/cards';
import { useLocalized, useSay, useTexts } from '../../i18n/useTexts';
import { ChoiceField } from './ChoiceField';
import { PhotoPicker } from './PhotoPicker';

// The shared field adapter marks a textarea's words translate="no" (the tenant's own).
const longText = { htmlInput: { maxLength: CLAIM_TEXT_MAX_LENGTH } };

/**
 * The form's text fields. The shared adapter shows the `validation` catalog's messages in the
 * tenant's language; a claim rule's own (a day in the future) is the `claims` catalog's.
 */
function ClaimTextField(props: ComponentProps<typeof TextFieldAdapter>) {
  const localize = useLocalized(claimsTexts);
  const { meta } = props;
  return (
    <TextFieldAdapter
      {...props}
      meta={meta.error ? { ...meta, error: localize(String(meta.error)) } : meta}
    />
  );
}

/** Step 1: the type of claim, the day (a date picker, never a future day) and how it happened. */
export function WhatHappenedStep({ today }: { today: string }) {
  const t = useTexts(claimsTexts);
  return (
    <>
      <ChoiceField name="type" legend={t('typeLabel')} choices={CLAIM_TYPES} />
      <Field
        name="date"
        type="date"
        label={t('dateLabel')}
        helperText={t('dateHint')}
        component={ClaimTextField}
        slotProps={{ htmlInput: { max: today } }}
      />
      <Field name="timeOfDay" type="time" label={t('timeOfDayLabel')} component={ClaimTextField} />
      <Field
        name="description"
        label={t('descriptionLabel')}
        component={ClaimTextField}
        multiline
        minRows={3}
        slotProps={longText}
      />
    </>
  );
}

/** Step 2: the damage, the three docs/product.md "Validation" Yes/No answers, photos and anything else. */
export function DamageStep({ files, onFiles }: { files: File[]; onFiles: (f: File[]) => void }) {
  const t = useTexts(claimsTexts);
  return (
    <>
      <Field
        name="property"
        label={t('propertyLabel')}
        component={ClaimTextField}
        multiline
        minRows={3}
        slotProps={longText}
      />
      <ChoiceField name="habitable" legend={t('habitableLabel')} />
      <ChoiceField name="vacated" legend={t('vacatedLabel')} />
      <ChoiceField name="police" legend={t('policeLabel')} />
      <PhotoPicker files={files} onChange={onFiles} />
      <Field
        name="additional_details"
        label={t('additionalLabel')}
        component={ClaimTextField}
        multiline
        minRows={2}
        slotProps={longText}
      />
    </>
  );
}

/** Step 3: how to reach the tenant and who is paid, filled in from the account and the policy. */
export function ContactStep() {
  const t = useTexts(claimsTexts);
  return (
    <>
      <Field
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('phoneLabel')}
        helperText={t('phoneHint')}
        component={ClaimTextField}
        slotProps={{ htmlInput: { maxLength: CLAIM_PHONE_INPUT_MAX_LENGTH } }}
      />
      <Field
        name="address"
        label={t('addressLabel')}
        helperText={t('addressHint')}
        component={ClaimTextField}
        // A whole address shows on a phone rather than scrolling inside one line.
        multiline
        slotProps={{ htmlInput: { maxLength: CLAIM_ADDRESS_INPUT_MAX_LENGTH, translate: 'no' } }}
      />
      <Field
        name="payee"
        label={t('payeeLabel')}
        helperText={t('payeeHint')}
        autoComplete="name"
        component={ClaimTextField}
        slotProps={longText}
      />
    </>
  );
}

/** Each step's title, a `claims` catalog key. */
export const STEP_TITLES = {
  what: 'stepWhat',
  damage: 'stepDamage',
  contact: 'stepContact',
  review: 'stepReview',
} as const satisfies Record<ClaimStep, string>;

function ReviewSection({
  title,
  onEdit,
  rows,
}: {
  title: string;
  onEdit: () => void;
  rows: [string, ReactNode][];
}) {
  const t = useTexts(claimsTexts);
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        <Button onClick={onEdit} aria-label={`${t('edit')}: ${title}`}>
          {t('edit')}
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
  const t = useTexts(claimsTexts);
  const say = useSay(claimsTexts);
  // The claim's type and the Yes/No answers are kept in English (the values sent): their words.
  const localize = useLocalized(claimsTexts);
  const notGiven = t('notGiven');
  const choice = (value: string | null | undefined) => (value ? localize(value) : notGiven);
  // The tenant's own words, as written: no translator touches them.
  const own = (value: string | null | undefined) =>
    value?.trim() ? <span translate="no">{value.trim()}</span> : notGiven;
  return (
    <Stack spacing={3}>
      <Typography>{t('reviewIntro')}</Typography>
      <ReviewSection
        title={t('stepWhat')}
        onEdit={() => onEdit('what')}
        rows={[
          [t('typeLabel'), choice(values.type)],
          [t('dateLabel'), claimTimeText(values.date, values.timeOfDay, say) || notGiven],
          [t('descriptionLabel'), own(values.description)],
        ]}
      />
      <ReviewSection
        title={t('stepDamage')}
        onEdit={() => onEdit('damage')}
        rows={[
          [t('propertyLabel'), own(values.property)],
          [t('habitableLabel'), choice(values.habitable)],
          [t('vacatedLabel'), choice(values.vacated)],
          [t('policeLabel'), choice(values.police)],
          [t('photosCount'), String(photos)],
          [t('additionalLabel'), own(values.additional_details)],
        ]}
      />
      <ReviewSection
        title={t('stepContact')}
        onEdit={() => onEdit('contact')}
        rows={[
          [t('phoneLabel'), own(values.phone)],
          [t('addressLabel'), own(values.address)],
          [t('payeeLabel'), own(values.payee)],
        ]}
      />
    </Stack>
  );
}
