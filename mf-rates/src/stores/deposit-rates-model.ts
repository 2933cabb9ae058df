import { createEffect, createEvent, createStore, sample } from 'effector';
import type { RefreshStatus } from './refresh-status';
import { siteContentClient, type SiteLanguage } from '@bank/shared-kit';
import { readDepositsTable } from '../api/deposits-table';
import { productsAvailable, type DepositTableConfig } from '../deposits/deposit-table-config';
import type { DepositProductTable } from '../deposits/deposit-table';
import type { DepositApplication } from '../deposits/deposit-application';

export interface DepositRatesStart {
  language: SiteLanguage;
  config: DepositTableConfig;
  currency: string;
  products: DepositProductTable[];
}

/** One deposits table: its currency, products and the application popup. */
export function createDepositRatesModel(start: DepositRatesStart) {
  const currencyChosen = createEvent<string>();
  const reloadAsked = createEvent();
  const rateChosen = createEvent<DepositApplication>();
  const applicationClosed = createEvent();
  const productsArrived = createEvent<DepositProductTable[]>();

  const loadProductsFx = createEffect(async (currency: string) =>
    productsAvailable(await readDepositsTable(siteContentClient(), start.language, currency, start.config.typeClient), start.config, currency),
  );
  loadProductsFx.fail.watch(({ params, error }) => console.error(`deposits table ${params}: load failed`, error));

  const $currency = createStore(start.currency).on(currencyChosen, (_, currency) => currency);
  const $products = createStore(start.products).on(productsArrived, (_, products) => products);
  const $status = createStore<RefreshStatus>('ready')
    .on(loadProductsFx, () => 'loading')
    .on(productsArrived, () => 'ready')
    .on(loadProductsFx.fail, () => 'failed');
  const $application = createStore<DepositApplication | null>(null)
    .on(rateChosen, (_, application) => application)
    .reset(applicationClosed);

  // Spec 7: GetDepositsTable is called on load and at each currency change.
  sample({ clock: currencyChosen, target: loadProductsFx });
  sample({ clock: reloadAsked, source: $currency, target: loadProductsFx });
  sample({
    clock: loadProductsFx.done,
    source: $currency,
    filter: (currency, { params }) => currency === params,
    fn: (_, { result }) => result,
    target: productsArrived,
  });

  return { currencyChosen, reloadAsked, rateChosen, applicationClosed, $currency, $products, $status, $application };
}
