import { PendingSection } from '../../components/PendingSection';
import { PublicPage } from '../../components/PublicPage';

/** SPEC §2.16 upload wizard (built by the upload issue). */
export default function UploadScreen() {
  return (
    <PublicPage>
      <PendingSection title="Send your proof of insurance" />
    </PublicPage>
  );
}
