import type { ContentClient, ContentLanguage } from '@bank/shared-kit';
import { RATE_SOURCE_METHODS, type RateSource } from '../exchange/rate-source';
import { toRateBoard, type ExchangeRatesAnswer, type RateBoard } from '../exchange/exchange-rate';
import { proxyRequest } from './proxy-request';

/** The day the rates are asked for, as the rate methods take it: YYYY-MM-DD in the visitor's time. */
export function rateDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** GetExchangeRate, GetExchangeRateCard or GetExchangeNBU with body { date } (spec 7). */
export async function readExchangeRates(client: ContentClient, language: ContentLanguage, source: RateSource, date: string): Promise<RateBoard> {
  const answer = await proxyRequest<ExchangeRatesAnswer>(client, language, RATE_SOURCE_METHODS[source], { date });
  return toRateBoard(answer ?? {});
}
