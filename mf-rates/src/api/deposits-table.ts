import { LANGUAGE_IDS, type ContentClient, type SiteLanguage } from '@bank/shared-kit';
import { toDepositProductTable, type DepositProductAnswer, type DepositProductTable } from '../deposits/deposit-table';
import { proxyRequest } from './proxy-request';

/** GetDepositsTable (spec 7): the products of one currency for one client type (7 individuals, 6 business). */
export async function readDepositsTable(
  client: ContentClient,
  language: SiteLanguage,
  depositCurrency: string,
  typeClient: number,
): Promise<DepositProductTable[]> {
  const answer = await proxyRequest<{ depositsTable?: DepositProductAnswer[] }>(client, language, 'GetDepositsTable', {
    language: LANGUAGE_IDS[language],
    depositCurrency,
    typeClient,
  });
  return (answer?.depositsTable ?? []).map(toDepositProductTable);
}
