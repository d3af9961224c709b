import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { FrameHeader, type FrameHeaderProps } from './FrameHeader';
import { usePageTitle } from './usePageTitle';

export interface PageFrameProps extends FrameHeaderProps {
  /** The page's name in the browser tab and history (with the brand). */
  title?: string;
  /**
   * 'form': a centred card, full width on phones (log-in, sign-up, the quote and upload flows).
   * 'page': open content up to a reading width (the splash's sections, statements).
   */
  layout?: 'form' | 'page';
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-out page; the signed-in shell uses the same header. */
export function PageFrame({ title, layout = 'form', footer, children, ...header }: PageFrameProps) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <FrameHeader {...header} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {layout === 'form' ? (
          <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
              {children}
            </Paper>
          </Container>
        ) : (
          children
        )}
      </Box>
      {footer}
    </Box>
  );
}
