import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { staffTexts } from '../../../domain/messages/staff';
import { PageSpinner } from '../../components/PageSpinner';
import { useStaffProofDocumentQuery } from './staffApi';

/**
 * The uploaded PDF beside its checks: fetched with the StaffToken (a frame cannot send it), shown
 * from an object URL, with a link to open it in a tab (phones show PDFs there, not in a frame).
 */
export function ProofDocument({ policyId, title }: { policyId: number; title: string }) {
  const document = useStaffProofDocumentQuery(policyId, { refetchOnMountOrArgChange: true });
  const url = document.data?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (document.isError) return <Alert severity="error">{staffTexts.documentFailed}</Alert>;
  if (!url) return <PageSpinner />;
  return (
    <Box>
      <Link href={url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mb: 1 }}>
        {staffTexts.openDocument}
      </Link>
      <Box
        component="iframe"
        src={url}
        title={title}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: '60vh', md: '80vh' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.100',
        }}
      />
    </Box>
  );
}
