import { lazy } from 'react';
import { Suspense } from '../../../components/Suspense';
import { useAppSelector } from '../../../app/hooks';
import { PageSpinner } from '../../../components/PageSpinner';
import type { WizardMemory } from '../wizardMemory';
import { EmailLookup } from './EmailLookup';
import { PersonalForm } from './PersonalForm';

// The rental part brings the address autocomplete: its own chunk (the route's bundle budget).
const RentalForm = lazy(() => import(/* webpackChunkName: "upload-rental" */ './RentalForm'));

/** Step 1 (docs/product.md "Upload wizard", "States"): the e-mail lookup, then personal and rental information if needed. */
export default function AccountStep({ onContact }: WizardMemory) {
  const phase = useAppSelector((s) => s.upload.phase);
  if (phase === 'personal') return <PersonalForm />;
  if (phase === 'rental')
    return (
      <Suspense fallback={<PageSpinner />}>
        <RentalForm />
      </Suspense>
    );
  return <EmailLookup onContact={onContact} />;
}
