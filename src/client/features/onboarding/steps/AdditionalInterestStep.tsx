import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  defaultInterestedParty,
  interestedPartyErrors,
} from '../../../../domain/checkout/addresses';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { peopleTexts } from '../../../../domain/i18n/generated/en/people';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { leaseComplianceTexts } from '../../../../domain/messages';
import { requiringManagerName } from '../../../../domain/policies/leaseCompliance';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { OptionGroup } from '../../../design/OptionGroup';
import { useTexts } from '../../../i18n/useTexts';
import { additionalInterestSaved, type InterestedParty } from '../onboardingSlice';
import { DisclosureLink } from '../purchase/DisclosureDialog';
import { InterestedPartyDialog } from '../purchase/InterestedPartyDialog';

/**
 * Step 8 (docs/product.md "Onboarding flow" additional interest, "Validation"): a partnered
 * property suggests its interested party (its name and multi-line mailing address); the tenant may
 * keep, edit or drop it.
 */
export default function AdditionalInterestStep() {
  // The editor's areas load with the step's (one wait in another language).
  const t = useTexts(peopleTexts, onboardingTexts, addressTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.onboarding.interestedParty);
  const manager = useAppSelector((s) => s.onboarding.propertyManager);
  const state = useAppSelector((s) => s.onboarding.validatedAddress?.state ?? '');
  const requiringManager = requiringManagerName(manager);
  const [accepted] = useState<InterestedParty | null>(
    () => saved ?? defaultInterestedParty(manager),
  );
  const [party, setParty] = useState<InterestedParty | null>(accepted);
  const [choice, setChoice] = useState<'add' | 'none'>(accepted ? 'add' : 'none');
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<'interestedPartyRequired' | null>(null);

  const proceed = () => {
    if (choice === 'none') {
      dispatch(additionalInterestSaved(null));
      return;
    }
    if (!party) {
      setProblem('interestedPartyRequired');
      return;
    }
    // A suggestion the rules refuse (a name over 29 characters) is corrected in the editor.
    if (Object.keys(interestedPartyErrors(party)).length > 0) {
      setEditing(true);
      return;
    }
    dispatch(additionalInterestSaved(party));
  };

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('additionalInterestTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('additionalInterestIntro')}
      </Typography>
      <DisclosureLink type="interestedparty" state={state} label={t('interestedPartyDisclosure')} />
      <OptionGroup
        name="interestedPartyChoice"
        legend={t('additionalInterestTitle')}
        hideLegend
        options={[
          { value: 'add', label: t('addInterestedParty') },
          { value: 'none', label: t('noInterestedParty') },
        ]}
        value={choice}
        onChange={(value) => {
          const next = value as 'add' | 'none';
          setChoice(next);
          setProblem(null);
          if (next === 'add' && !party) setEditing(true);
        }}
      />
      {choice === 'none' && requiringManager ? (
        // At a partner property the lease requires insurance; say so plainly.
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          {requiringManager === leaseComplianceTexts.yourPropertyManager
            ? t('noInterestedPartyWarningUnnamed')
            : t('noInterestedPartyWarning', { manager: requiringManager })}
        </Alert>
      ) : null}
      {choice === 'add' && party ? (
        <Card variant="outlined" component="section" aria-label={t('interestedPartyEditorTitle')}>
          {/* The party's name and address are the tenant's data: no translator touches them. */}
          <CardContent translate="no">
            <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
            <Typography>{party.streetAddress}</Typography>
            <Typography>{`${party.city}, ${party.state} ${party.zip}`}</Typography>
          </CardContent>
          <CardActions>
            <Button onClick={() => setEditing(true)}>{t('edit')}</Button>
          </CardActions>
        </Card>
      ) : null}
      {choice === 'add' && !party ? (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {t('addInterestedParty')}
        </Button>
      ) : null}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {problem ? <Alert severity="error">{t(problem)}</Alert> : null}
        <Button variant="contained" size="large" onClick={proceed}>
          {o('continue')}
        </Button>
      </Stack>
      {editing ? (
        <InterestedPartyDialog
          initial={party}
          accepted={accepted}
          onSave={(next) => {
            setParty(next);
            setProblem(null);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
