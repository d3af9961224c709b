import { createTheme } from '@mui/material/styles';

/** The one MUI theme: brand colours, type scale and component defaults. Phone-first. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b4b72', contrastText: '#ffffff' },
    secondary: { main: '#f28c28', contrastText: '#1a1a1a' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.9rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
