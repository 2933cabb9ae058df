import { localise } from '../languages.mjs';
import { EXCHANGE_RATES } from '../seed/rates-exchange.mjs';
import { DEPOSITS_TABLE } from '../seed/rates-deposits.mjs';

// A day, or a moment whose day is what counts: clients send "2026-11-20" or "2026-11-20T15:04:05+0200".
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The set in force on the date asked for: the latest business day on or before it (a date before
 * the history has none). No date, or one not written as an ISO day or moment, means the latest set.
 */
function ratesOn(history, date) {
  const days = Object.keys(history).sort();
  const asked = (typeof date === 'string' && ISO_DAY.exec(date)?.[1]) || days.at(-1);
  const day = days.filter((candidate) => candidate <= asked).at(-1);
  return day ? { date: day, currencies: history[day] } : { date: asked, currencies: [] };
}

const rateMethod =
  (name) =>
  /** @param {import('../routes/proxyrequest.mjs').ProxyCall} call */
  async ({ body }) =>
    ratesOn(EXCHANGE_RATES[name], body.date);

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
