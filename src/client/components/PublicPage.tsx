import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** Frame of signed-out pages: a centred card, full width on phones. */
export function PublicPage({ children, header }: { children: ReactNode; header?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {header}
      <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={0} variant="outlined">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
