import { useAppSelector } from '../../../app/hooks';
import type { WizardMemory } from '../wizardMemory';
import { EmailLookup } from './EmailLookup';
import { PersonalForm } from './PersonalForm';
import { RentalForm } from './RentalForm';

/** Step 1 (SPEC §2.16, §4): the e-mail lookup, then personal and rental information if needed. */
export default function AccountStep({ onContact }: WizardMemory) {
  const phase = useAppSelector((s) => s.upload.phase);
  if (phase === 'personal') return <PersonalForm />;
  if (phase === 'rental') return <RentalForm />;
  return <EmailLookup onContact={onContact} />;
}
