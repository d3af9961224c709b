// A payment method as the product describes it (docs/product.md "Account pages"
// update-payment-method, "Transactions and coupons"): the records keep it in English ('Visa
// ending in 4242', domain/payments/methodWords.ts), and every screen and mail that shows one
// says it in the reader's language from these messages; and the card that shows the current one.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The current method's card (Transactions, Update Payment Method: components/payments/CurrentMethod)
    current: 'Current payment method',
    none: 'No payment method on file yet.',
    keptOnFile: 'Kept on file for your policy payments.',
    latestPaid: 'The card or bank account of your latest payment.',
    // A card by its brand (a name: Visa, Mastercard) and last four digits
    cardEnding: '{card} ending in {last4}',
    // A card whose brand is not known
    someCard: 'Card',
    // A linked bank account, by the bank's name (Plaid's institution)
    bankEnding: '{bank} account ending in {last4}',
    // A bank account entered by hand at checkout (no bank name)
    someBankEnding: 'Bank account ending in {last4}',
    // A carrier's record of a payment whose method it does not say
    onFile: 'Payment on file',
  },
  es: {
    current: 'Método de pago actual',
    none: 'Todavía no hay un método de pago registrado.',
    keptOnFile: 'Guardado para los pagos de tu póliza.',
    latestPaid: 'La tarjeta o cuenta bancaria de tu último pago.',
    cardEnding: '{card} terminada en {last4}',
    someCard: 'Tarjeta',
    bankEnding: 'Cuenta de {bank} terminada en {last4}',
    someBankEnding: 'Cuenta bancaria terminada en {last4}',
    onFile: 'Pago registrado',
  },
});
