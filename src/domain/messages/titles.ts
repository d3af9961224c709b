// Onboarding titles and buttons (docs/product.md "Onboarding flow").

/** docs/product.md "Onboarding flow" onboarding step titles and buttons. */
export const onboardingTitles = {
  userInfo: 'We will get you an awesome quote, often in a minute or less!',
  letsGo: "Let's Go",
  logIn: 'Log In',
  address: 'Hey {name}! Enter the address you want coverage at.',
  foundProperty: "It looks like we've partnered with your property management company",
  continue: 'Continue',
  underwriting: 'Please answer the following questions to help us get you a quote.',
  paymentOptions: 'Choose your payment option',
  checkout: 'Checkout',
  reviewDetails: 'Review Details',
  review: 'Review Your Renters Insurance',
  purchase: 'Purchase',
  thankYou: 'Thanks for choosing the product!',
  accountCreation: 'Create an account to access your coverage details',
  createAccount: 'Create Account',
  home: 'Home',
  faq: 'FAQ',
  blog: 'Blog',
  restart: 'Restart',
  cancel: 'Cancel',
} as const;

/** docs/product.md "Onboarding flow" 'Hey {name}! Enter the address you want coverage at.' */
export const addressTitle = (name: string): string =>
  `Hey ${name}! Enter the address you want coverage at.`;

/** Screen titles, labels and buttons quoted in docs/product.md "Screens and routes" outside the onboarding flow. */
