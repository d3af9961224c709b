import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CLIENT_API_VERSION } from '../../domain/constants';
import { isVersionSupported, versionScreenTexts } from '../../domain/version';
import { useGetVersionQuery } from '../api';
import { BrandLogo, branded } from '../design';

/**
 * SPEC §2.4: when this client's API version is outside the server's range the whole app shows
 * only the version-error screen. While the check runs, or if it fails, the app is shown: an
 * unreachable server must not lock tenants out of cached screens.
 */
export function VersionGate({ children }: { children: ReactNode }) {
  const { data } = useGetVersionQuery();
  if (data && !isVersionSupported(CLIENT_API_VERSION, data)) {
    const { heading, message } = versionScreenTexts(data);
    return (
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}
      >
        <Box sx={{ maxWidth: 420, textAlign: 'center' }}>
          <Box sx={{ mb: 3 }}>
            <BrandLogo size={48} />
          </Box>
          <Typography variant="h1" gutterBottom>
            {heading}
          </Typography>
          <Typography>{branded(message)}</Typography>
        </Box>
      </Box>
    );
  }
  return <>{children}</>;
}
