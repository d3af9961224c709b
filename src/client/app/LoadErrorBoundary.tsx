import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { frameTexts } from '../../domain/i18n/generated/en/frame';
import { useLoadedTexts } from '../i18n/useTexts';
import { markInteractive } from './hydration';

/** What the page says: the frame's words, loaded with the first page's header (else English). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useLoadedTexts(frameTexts);
  return (
    <Box component="main" role="alert" sx={{ maxWidth: 480, mx: 'auto', px: 3, py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {t('loadFailed')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('loadFailedHelp')}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Box>
  );
}

/**
 * A screen's code failed to load or render (a lazy chunk fetched offline, or a chunk an update
 * replaced): instead of a blank page, say so and offer a reload, which fetches the current app.
 * Moving to another page (a new `resetKey`) tries again, without remounting what did load.
 */
export class LoadErrorBoundary extends Component<
  { children: ReactNode; resetKey: string; onRetry?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the browser's console for support; nothing personal is in a load error.
    console.error('A screen failed to load', error, info.componentStack);
    // A prerendered page stays inert until its screen commits; this one never will, and the
    // tenant must be able to tap Retry.
    markInteractive();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadError onRetry={this.props.onRetry ?? (() => window.location.reload())} />;
  }
}
