// Every user-facing text of the product, word for word (docs/product.md "Messages"). Their own
// spellings ("occured", "succesfully", double spaces) are kept on purpose: they are the product's texts. Texts with a placeholder come with a typed
// formatter next to them.
//
// One file per area (split so a page only loads the texts it uses: `sideEffects: false` lets
// webpack drop the files a chunk does not import); everything is re-exported here.
export * from './session';
export * from './version';
export * from './twoFactor';
export * from './onboarding';
export * from './payment';
export * from './genericError';
export * from './upload';
export * from './validation';
export * from './notices';
export * from './titles';
export * from './screens';
export * from './afterPurchase';
export * from './policyChanges';
export * from './claims';
export * from './messageSent';
export * from './leaseRequirements';
export * from './leaseCompliance';
