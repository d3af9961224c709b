import { versionMessages } from './messages';

export interface VersionBounds {
  min?: number | null;
  max?: number | null;
}

/** docs/product.md "Version check", "Calls": the client is valid iff min ≤ version ≤ max; a missing bound is open. */
export function isVersionSupported(clientVersion: number, { min, max }: VersionBounds): boolean {
  if (typeof min === 'number' && Number.isFinite(min) && clientVersion < min) return false;
  if (typeof max === 'number' && Number.isFinite(max) && clientVersion > max) return false;
  return true;
}

export interface VersionScreenServerTexts {
  heading?: string | null;
  message?: string | null;
}

const orDefault = (value: string | null | undefined, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** docs/product.md "Version check": server-supplied heading and message override the defaults; blank or null keep them. */
export function versionScreenTexts(server?: VersionScreenServerTexts | null): {
  heading: string;
  message: string;
} {
  return {
    heading: orDefault(server?.heading, versionMessages.defaultHeading),
    message: orDefault(server?.message, versionMessages.defaultMessage),
  };
}
