import { createTheme } from '@mui/material/styles';
import { BRAND_COLOURS } from '../../domain/brand';

/**
 * The one MUI theme: brand colours, spacing, type scale and component defaults. Phone-first.
 * Colours are picked for WCAG AA: text on its background at least 4.5:1 (primary on white 9.5:1,
 * secondary text 7:1 on the page background), focus rings and borders at least 3:1.
 */
const NAVY = BRAND_COLOURS.primary;
const NAVY_DARK = '#12344f';
const ORANGE = '#f28c28';
const INK = '#1a2330';
const INK_SOFT = '#4a5563';
const PAGE = BRAND_COLOURS.page;
/** The focus ring: 3:1 or more against white and the page background (WCAG 2.4.7, 1.4.11). */
export const FOCUS_RING = '#1f6fd1';

export const theme = createTheme({
  palette: {
    primary: { main: NAVY, dark: NAVY_DARK, contrastText: '#ffffff' },
    secondary: { main: ORANGE, contrastText: INK },
    text: { primary: INK, secondary: INK_SOFT },
    background: { default: PAGE, paper: '#ffffff' },
    divider: '#d5dce4',
    success: { main: '#1e7d45' },
    warning: { main: '#b45309' },
    error: { main: '#c0262d' },
    info: { main: '#1f6fd1' },
  },
  spacing: 8,
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.3 },
    h4: { fontSize: '1rem', fontWeight: 650, lineHeight: 1.4 },
    body1: { fontSize: '1rem', lineHeight: 1.5 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.5 },
    caption: { fontSize: '0.8125rem', lineHeight: 1.4 },
    overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 650, fontSize: '1rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard focus is always visible; on the navy header and hero the ring turns white.
        '*:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        '[data-surface="dark"] *:focus-visible': { outlineColor: '#ffffff' },
        // A heading focused by script (useFocusHeading, tabindex -1: never reached with Tab) is
        // where a screen reader starts reading, not a control: no ring. Everything
        // a keyboard can reach keeps the ring above.
        ':is(h1, h2, h3, h4, h5, h6)[tabindex="-1"]:focus': { outline: 'none' },
        // Long words (an e-mail, a policy number) wrap instead of pushing the page sideways.
        body: { overflowWrap: 'anywhere' },
        // MUI's ripple is its own focus cue; ours replaces it for keyboard users.
        '.MuiButtonBase-root.Mui-focusVisible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: 2,
        },
        '[data-surface="dark"] .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#ffffff' },
      },
    },
    // No ripple (its code is left out of the build, design/muiWithoutRipple.tsx): a pressed
    // button darkens, and keyboard focus shows the ring above. disableTouchRipple too: without
    // it a button's first touch or mouse press still mounts the (absent) ripple, a state change
    // that renders the button again inside the tap.
    MuiButtonBase: {
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: { root: { '&:active': { filter: 'brightness(0.92)' } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // WCAG 2.5.8 asks 24 px; 44 px is what a thumb needs on a phone.
      styleOverrides: { root: { minHeight: 44, borderRadius: 10 }, sizeLarge: { minHeight: 52 } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    // MUI takes the outline off a field's input (outline: 0) and only thickens its border; the
    // field gets the same ring as every other control while it has keyboard focus (WCAG 2.4.7).
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&:has(:focus-visible)': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        },
      },
    },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
    MuiDialog: { styleOverrides: { paper: { margin: 16, width: 'calc(100% - 32px)' } } },
    // Dialog titles read as page headings: the h2 style, not MUI's regular-weight h6.
    MuiDialogTitle: {
      styleOverrides: {
        root: ({ theme }) => ({ ...theme.typography.h2, paddingBottom: theme.spacing(1) }),
      },
    },
    MuiAlert: { styleOverrides: { root: { alignItems: 'flex-start' } } },
  },
});
