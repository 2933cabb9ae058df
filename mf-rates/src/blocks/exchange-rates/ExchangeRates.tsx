import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { Tabs, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { RateSource } from '../../exchange/rate-source';
import type { RateBoard } from '../../exchange/exchange-rate';
import { createExchangeRatesModel } from '../../stores/exchange-rates-model';
import { SOURCE_LABELS } from './source-labels';
import { RatesTable } from './RatesTable';
import { Converter } from './Converter';
import { RefreshState } from '../../components/RefreshState';
import { converterAnchor, tableAnchor, useMobileSection } from './use-mobile-section';
import section from '../../components/rates-section.module.css';
import styles from './exchange-rates.module.css';

export interface ExchangeRatesData {
  title: string | null;
  /** field_calculator_type: names the mobile anchors {calculatorType}-table and -converter. */
  calculatorType: string;
  sources: RateSource[];
  source: RateSource;
  board: RateBoard;
}

/** The exchange rates section: tabs by rate source, the rates table and the converter. */
export function ExchangeRates({ data, context }: BlockProps<ExchangeRatesData>) {
  const [model] = useState(() => createExchangeRatesModel({ language: context.language, source: data.source, board: data.board }));
  const { source, board, converterBoard, status, choice } = useUnit({
    source: model.$source,
    board: model.$board,
    converterBoard: model.$converterBoard,
    status: model.$status,
    choice: model.$choice,
  });
  const actions = useUnit({
    tabChosen: model.tabChosen,
    reloadAsked: model.reloadAsked,
    amountTyped: model.amountTyped,
    fromChosen: model.fromChosen,
    toChosen: model.toChosen,
    kindChosen: model.kindChosen,
    currenciesSwapped: model.currenciesSwapped,
  });
  const shown = useMobileSection(data.calculatorType);
  const idBase = useId();
  const t = translator(context.language);
  const titleId = `${idBase}-title`;

  return (
    <section className={section.section} aria-labelledby={data.title ? titleId : undefined} aria-label={data.title ? undefined : t('ratesConverter')}>
      {data.title && (
        <h2 id={titleId} className={section.title}>
          {data.title}
        </h2>
      )}
      {/* Rendered by the server too and hidden from 1024 px by CSS: added after hydration, it pushed the
          tabs and the table down on phones (a layout shift). */}
      <nav aria-label={t('ratesSections')} className={styles.sections}>
        <a href={`#${tableAnchor(data.calculatorType)}`} aria-current={shown === 'table' ? 'true' : undefined}>
          {t('ratesTableLink')}
        </a>
        <a href={`#${converterAnchor(data.calculatorType)}`} aria-current={shown === 'converter' ? 'true' : undefined}>
          {t('ratesConverter')}
        </a>
      </nav>
      <Tabs
        label={t('ratesTabsLabel')}
        tabs={data.sources.map((item) => ({ key: item, label: t(SOURCE_LABELS[item]) }))}
        selected={source}
        onSelect={actions.tabChosen}
        idBase={idBase}
      >
        <div aria-busy={status === 'loading'} className={styles.panel}>
          <div id={tableAnchor(data.calculatorType)} hidden={shown === 'converter'} className={styles.tablePart}>
            <RefreshState status={status} loadingText={t('ratesLoading')} onRetry={() => actions.reloadAsked()} t={t}>
              <RatesTable source={source} board={board} t={t} />
            </RefreshState>
          </div>
          <div id={converterAnchor(data.calculatorType)} hidden={shown === 'table'} className={styles.converterPart}>
            <Converter
              source={source}
              board={board}
              rates={converterBoard}
              ratesFailed={status === 'failed'}
              choice={choice}
              onAmount={actions.amountTyped}
              onFrom={actions.fromChosen}
              onTo={actions.toChosen}
              onKind={actions.kindChosen}
              onSwap={() => actions.currenciesSwapped()}
              t={t}
            />
          </div>
        </div>
      </Tabs>
    </section>
  );
}
