import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../design/theme';
import ReplayRoot from './ReplayRoot';

/**
 * /replay: a tenant's diagnostics snapshot, framed by the staff console or opened by
 * `npm run replay`, with its own store, never the persisted one of this browser.
 */
export function startReplay(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ReplayRoot />
      </ThemeProvider>
    </StrictMode>,
  );
}
