/** A decimal string from the wire as money in the user's language (display only: amounts are computed by the server). */
export const money = (amount: string, language: string): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', { style: 'currency', currency: 'EUR' }).format(Number(amount));
