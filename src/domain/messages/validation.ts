// Field validation messages (docs/product.md "Validation").
import { validationTexts } from '../i18n/generated/en/validation';
import { plainTexts } from '../i18n/texts';

/**
 * docs/product.md "Validation" validation messages in English, from the `validation` catalog
 * (src/domain/i18n/catalogs/validation.ts): what the rules return and the server answers.
 */
export const validationMessages = /* @__PURE__ */ plainTexts(validationTexts);
