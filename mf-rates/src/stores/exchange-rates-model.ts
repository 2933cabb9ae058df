import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { RefreshStatus } from './refresh-status';
import { siteContentClient, type SiteLanguage } from '@bank/shared-kit';
import { readExchangeRates, rateDate } from '../api/exchange-rates';
import type { RateSource } from '../exchange/rate-source';
import { HRYVNIA, INITIAL_RATE_KIND, type RateBoard, type RateKind } from '../exchange/exchange-rate';

export interface ConverterChoice {
  amount: string;
  from: string;
  /** null: the first foreign currency of the rates shown. */
  to: string | null;
  kind: RateKind;
}

export interface ExchangeRatesStart {
  language: SiteLanguage;
  source: RateSource;
  board: RateBoard;
}

const initialChoice = (amount = ''): ConverterChoice => ({ amount, from: HRYVNIA, to: null, kind: INITIAL_RATE_KIND });

/** The state of one exchange rates section: its tab, the rates shown and the converter. One per block. */
export function createExchangeRatesModel(start: ExchangeRatesStart) {
  const tabChosen = createEvent<RateSource>();
  const reloadAsked = createEvent();
  const amountTyped = createEvent<string>();
  const fromChosen = createEvent<string>();
  const toChosen = createEvent<string>();
  const kindChosen = createEvent<RateKind>();
  const currenciesSwapped = createEvent();
  const boardArrived = createEvent<RateBoard>();

  const loadRatesFx = createEffect((source: RateSource) => readExchangeRates(siteContentClient(), start.language, source, rateDate(new Date())));
  loadRatesFx.fail.watch(({ params, error }) => console.error(`exchange rates ${params}: load failed`, error));

  const $source = createStore<RateSource>(start.source).on(tabChosen, (_, source) => source);
  const $board = createStore<RateBoard>(start.board).on(boardArrived, (_, board) => board);
  // Whose rates the board holds: after a tab switch it still holds the previous tab's until the new ones arrive.
  const $boardSource = createStore<RateSource>(start.source);
  sample({ clock: boardArrived, source: $source, target: $boardSource });
  /** The rates the converter may use: the current tab's, or none (it says so rather than use another tab's). */
  const $converterBoard = combine($board, $boardSource, $source, (board, boardSource, source) => (boardSource === source ? board : null));
  const $status = createStore<RefreshStatus>('ready')
    .on(loadRatesFx, () => 'loading')
    .on(boardArrived, () => 'ready')
    .on(loadRatesFx.fail, () => 'failed');

  // Spec 4.5: switching the tab resets the converter to UAH (the amount stays) and reloads the rates.
  const $choice = createStore<ConverterChoice>(initialChoice())
    .on(tabChosen, (choice) => initialChoice(choice.amount))
    .on(amountTyped, (choice, amount) => ({ ...choice, amount }))
    .on(fromChosen, (choice, from) => ({ ...choice, from }))
    .on(toChosen, (choice, to) => ({ ...choice, to }))
    .on(kindChosen, (choice, kind) => ({ ...choice, kind }));

  sample({ clock: tabChosen, target: loadRatesFx });
  sample({ clock: reloadAsked, source: $source, target: loadRatesFx });
  // An answer for a tab the visitor has already left is dropped.
  sample({
    clock: loadRatesFx.done,
    source: $source,
    filter: (source, { params }) => source === params,
    fn: (_, { result }) => result,
    target: boardArrived,
  });

  sample({
    clock: currenciesSwapped,
    source: { choice: $choice, board: $board },
    fn: ({ choice, board }) => ({ ...choice, from: effectiveTo(choice, board), to: choice.from }),
    target: $choice,
  });

  return { tabChosen, reloadAsked, amountTyped, fromChosen, toChosen, kindChosen, currenciesSwapped, $source, $board, $converterBoard, $status, $choice };
}

/** The currency converted into: the visitor's choice when the rates have it, else the first foreign one. */
export function effectiveTo(choice: ConverterChoice, board: RateBoard): string {
  const offered = (code: string | null) => code === HRYVNIA || board.rates.some((rate) => rate.code === code);
  if (choice.to !== null && offered(choice.to)) return choice.to;
  return board.rates[0]?.code ?? HRYVNIA;
}

/** The currency converted from, falling back to UAH when the rates shown lack it. */
export function effectiveFrom(choice: ConverterChoice, board: RateBoard): string {
  return choice.from === HRYVNIA || board.rates.some((rate) => rate.code === choice.from) ? choice.from : HRYVNIA;
}
