import { PendingSection } from '../../components/PendingSection';
import { PublicPage } from '../../components/PublicPage';

const TITLE = 'Send your proof of insurance';

/** SPEC §2.16 upload wizard (built by the upload issue). */
export default function UploadScreen() {
  return (
    <PublicPage title={TITLE}>
      <PendingSection title={TITLE} />
    </PublicPage>
  );
}
