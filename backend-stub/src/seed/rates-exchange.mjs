// Exchange rates as the bank's rate methods keep them: one set per business day, rates as decimal
// strings with a comma. A weekend or holiday has no set of its own; the last business day's applies.
// As the real API: `currency` holds the ISO 4217 letters (third-party clients of the bank's site look
// for "USD" there), `code` the ISO numeric code; the site names currencies from its own dictionary.
const ISO_NUMERIC = { USD: '840', EUR: '978', PLN: '985', GBP: '826', CHF: '756', CZK: '203', JPY: '392' };

const entry = (letters, byRate, sellRate) => ({ currency: letters, code: ISO_NUMERIC[letters], byRate, sellRate });
const official = (code, rate) => entry(code, rate, rate);

export const EXCHANGE_RATES = {
  GetExchangeRate: {
    '2026-11-18': [
      entry('USD', '41,45', '42,00'),
      entry('EUR', '48,05', '48,80'),
      entry('PLN', '11,00', '11,55'),
      entry('GBP', '54,10', '55,45'),
      entry('CHF', '51,00', '52,50'),
    ],
    '2026-11-19': [
      entry('USD', '41,50', '42,05'),
      entry('EUR', '48,15', '48,90'),
      entry('PLN', '11,05', '11,60'),
      entry('GBP', '54,25', '55,55'),
      entry('CHF', '51,10', '52,60'),
    ],
    '2026-11-20': [
      entry('USD', '41,55', '42,10'),
      entry('EUR', '48,20', '48,95'),
      entry('PLN', '11,05', '11,60'),
      entry('GBP', '54,30', '55,60'),
      entry('CHF', '51,20', '52,70'),
    ],
  },
  GetExchangeRateCard: {
    '2026-11-18': [entry('USD', '41,62', '41,90'), entry('EUR', '48,22', '48,66'), entry('PLN', '11,15', '11,40')],
    '2026-11-19': [entry('USD', '41,66', '41,94'), entry('EUR', '48,30', '48,74'), entry('PLN', '11,18', '11,43')],
    '2026-11-20': [entry('USD', '41,70', '41,98'), entry('EUR', '48,35', '48,80'), entry('PLN', '11,20', '11,45')],
  },
  GetExchangeNBU: {
    '2026-11-18': [
      official('USD', '41,7655'),
      official('EUR', '48,4012'),
      official('PLN', '11,3324'),
      official('GBP', '54,9018'),
      official('CHF', '51,8841'),
      official('CZK', '1,9327'),
      official('JPY', '0,269874'),
    ],
    '2026-11-19': [
      official('USD', '41,7981'),
      official('EUR', '48,4630'),
      official('PLN', '11,3471'),
      official('GBP', '54,9870'),
      official('CHF', '51,9612'),
      official('CZK', '1,9351'),
      official('JPY', '0,270013'),
    ],
    '2026-11-20': [
      official('USD', '41,8312'),
      official('EUR', '48,5127'),
      official('PLN', '11,3605'),
      official('GBP', '55,0354'),
      official('CHF', '52,0163'),
      official('CZK', '1,9388'),
      official('JPY', '0,270145'),
    ],
  },
};
