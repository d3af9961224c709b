// The version-error screen's texts (docs/product.md "Version check").

/** docs/product.md "Version check" version-error screen defaults; server-supplied heading and message override them. */
export const versionMessages = {
  defaultHeading: 'Update Required',
  defaultMessage: 'Please update the app to the latest version to continue using the product.',
} as const;
