import { PendingSection } from '../../components/PendingSection';

/** SPEC §2.8 (built by the transactions issue). */
export default function TransactionsScreen() {
  return <PendingSection title="Transactions" />;
}
