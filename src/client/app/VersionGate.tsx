import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Suspense } from '../components/Suspense';
import { frameTexts } from '../../domain/i18n/generated/en/frame';
import { useLocalized } from '../i18n/useTexts';
import { CLIENT_API_VERSION } from '../../domain/constants';
import { isVersionSupported, versionScreenTexts } from '../../domain/version';
import { BrandLogo } from '../design/BrandLogo';
import { branded } from '../design/brand';
import { bootData } from './boot';

/**
 * docs/product.md "Version check": when this client's API version is outside the server's range the
 * whole app shows only the version-error screen. The range is GET /version's answer, which the
 * server writes into the page with this client (boot.ts): checked before the first render, with no
 * request. A page without it (opened from the service worker's cache offline) shows the app: an
 * unreachable server must not lock tenants out of cached screens.
 */
export function VersionGate({ children }: { children: ReactNode }) {
  const data = bootData().version;
  if (data && !isVersionSupported(CLIENT_API_VERSION, data)) {
    // Its words wait for the frame's catalog (no screen shows meanwhile).
    return (
      <Suspense fallback={null}>
        <VersionScreen {...versionScreenTexts(data)} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

/**
 * The version-error screen: the server's heading and message as it wrote them, else the defaults
 * in the app's language.
 */
function VersionScreen({ heading, message }: { heading: string; message: string }) {
  const localize = useLocalized(frameTexts);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 420, textAlign: 'center' }}>
        <Box sx={{ mb: 3 }}>
          <BrandLogo size={48} />
        </Box>
        <Typography variant="h1" gutterBottom>
          {localize(heading)}
        </Typography>
        <Typography>{branded(localize(message))}</Typography>
      </Box>
    </Box>
  );
}
