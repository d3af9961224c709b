/**
 * The design system: every screen builds on these, so a page looks and behaves like the rest
 * (frame, menus, cards, options, amounts and dates). The theme itself is in theme.ts.
 */
export { BrandLogo } from './BrandLogo';
export { brandLogoUrl, brandName, branded } from './brand';
export { ListRow, ListRows, SectionCard, StepList } from './cards';
export { FrameHeader, type FrameHeaderProps } from './FrameHeader';
export { coverageAmount, money, usDate } from './format';
export { MenuDrawer } from './MenuDrawer';
export { MenuHeader, MenuList, MENU_WIDTH, type MenuItem } from './MenuList';
export { TextInput, type TextInputProps } from './TextInput';
export { OptionGroup, type Option } from './OptionGroup';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { useFocusHeading } from './useFocusHeading';
export { usePageTitle } from './usePageTitle';
