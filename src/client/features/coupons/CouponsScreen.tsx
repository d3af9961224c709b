import { PendingSection } from '../../components/PendingSection';

/** SPEC §2.9 (built by the coupons issue). */
export default function CouponsScreen() {
  return <PendingSection title="Renters Association of America" />;
}
