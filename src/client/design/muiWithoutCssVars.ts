/**
 * Stands in, in production builds only, for MUI's two CSS-variables modules
 * (@mui/material/styles/createThemeWithVars and ThemeProviderWithVars; see webpack.config.ts).
 * Our theme is a plain one (theme.ts: no `cssVariables`, no `colorSchemes`), so MUI never calls
 * them, but its ThemeProvider and createTheme import them and the provider module builds a
 * provider when loaded: 7 KB gzip on every page for nothing. If a theme ever asks for CSS
 * variables, these throw at once instead of rendering unstyled.
 */
function unsupported(): never {
  throw new Error(
    'CSS-variables themes are left out of the production build (src/client/design/muiWithoutCssVars.ts).',
  );
}

export default unsupported;
export const createGetCssVar = unsupported;
export const CssVarsProvider = unsupported;
export const Experimental_CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
