// What the router passes every screen (AppRoutes.tsx renders the lazy screens of screens.ts).
// A file of its own so a screen can name its props without importing screens.ts, which imports
// every screen: that would be an import cycle.

export interface ScreenProps {
  params: Record<string, string>;
}
