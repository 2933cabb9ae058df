import { localise } from '../languages.mjs';
import { EXCHANGE_RATES } from '../seed/rates-exchange.mjs';
import { DEPOSITS_TABLE } from '../seed/rates-deposits.mjs';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The set in force on the date asked for: the latest business day on or before it (a date before
 * the history has none). No date, or one not written YYYY-MM-DD, means the latest set.
 */
function ratesOn(history, date) {
  const days = Object.keys(history).sort();
  const asked = typeof date === 'string' && ISO_DATE.test(date) ? date : days.at(-1);
  const day = days.filter((candidate) => candidate <= asked).at(-1);
  return day ? { date: day, currencies: history[day] } : { date: asked, currencies: [] };
}

const rateMethod =
  (name) =>
  async ({ body, language }) =>
    localise(ratesOn(EXCHANGE_RATES[name], body.date), language);

const BUSINESS_CLIENT = 6;
const INDIVIDUAL_CLIENT = 7;

/** GetDepositsTable: the products of a currency for a client type (7 individuals, the default; 6 business). */
async function depositsTable({ body, language }) {
  const typeClient = Number(body.typeClient) === BUSINESS_CLIENT ? BUSINESS_CLIENT : INDIVIDUAL_CLIENT;
  const currency = String(body.depositCurrency ?? 'UAH').toUpperCase();
  return { depositsTable: localise(DEPOSITS_TABLE[typeClient][currency] ?? [], language) };
}

/** The rate methods of spec 7 (body: date) and the deposits table (body: language, depositCurrency, typeClient). */
export default {
  GetExchangeRate: rateMethod('GetExchangeRate'),
  GetExchangeRateCard: rateMethod('GetExchangeRateCard'),
  GetExchangeNBU: rateMethod('GetExchangeNBU'),
  GetDepositsTable: depositsTable,
};
