import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { ModalDialog, ShowMore, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { DepositTableConfig } from '../../deposits/deposit-table-config';
import type { DepositCell, DepositProductTable } from '../../deposits/deposit-table';
import { createDepositRatesModel } from '../../stores/deposit-rates-model';
import { CurrencySwitcher } from './CurrencySwitcher';
import { ProductRates } from './ProductRates';
import { DepositApplicationForm } from './DepositApplicationForm';
import { RefreshState } from '../../components/RefreshState';
import section from '../../components/rates-section.module.css';
import styles from './deposit-rates-table.module.css';

export interface DepositRatesTableData {
  title: string | null;
  config: DepositTableConfig;
  currency: string;
  products: DepositProductTable[];
}

/** Deposit rates per product for the chosen currency; a rate opens the application form in a popup. */
export function DepositRatesTable({ block, context, data }: BlockProps<DepositRatesTableData>) {
  const [model] = useState(() =>
    createDepositRatesModel({ language: context.language, config: data.config, currency: data.currency, products: data.products }),
  );
  const { currency, products, status, application } = useUnit({
    currency: model.$currency,
    products: model.$products,
    status: model.$status,
    application: model.$application,
  });
  const actions = useUnit({
    currencyChosen: model.currencyChosen,
    reloadAsked: model.reloadAsked,
    rateChosen: model.rateChosen,
    applicationClosed: model.applicationClosed,
  });
  const id = useId();
  const t = translator(context.language);
  const formId = data.config.formId;
  const onRate = formId ? (cell: DepositCell, productName: string) => actions.rateChosen({ cell, productName, currency }) : null;
  const [first, ...others] = products;

  return (
    <section className={section.section} aria-labelledby={data.title ? `${id}-title` : undefined}>
      {data.title && (
        <h2 id={`${id}-title`} className={section.title}>
          {data.title}
        </h2>
      )}
      {data.config.currencies.length > 1 && <CurrencySwitcher currencies={data.config.currencies} current={currency} onChoose={actions.currencyChosen} t={t} />}
      <div aria-busy={status === 'loading'} className={styles.products}>
        <RefreshState status={status} loadingText={t('depositsLoading')} onRetry={() => actions.reloadAsked()} t={t}>
          {!first ? (
            <p>{t('depositsNone')}</p>
          ) : (
            <>
              <ProductRates product={first} currency={currency} onRate={onRate ? (cell) => onRate(cell, first.productName) : undefined} t={t} />
              {others.length > 0 && (
                <ShowMore
                  showLabel={t('depositsMoreProducts', { n: others.length })}
                  hideLabel={t('depositsMoreProducts', { n: others.length })}
                  toggleClassName={styles.more}
                  toggleAt="start"
                >
                  {others.map((product) => (
                    <ProductRates
                      key={product.productId}
                      product={product}
                      currency={currency}
                      onRate={onRate ? (cell) => onRate(cell, product.productName) : undefined}
                      t={t}
                    />
                  ))}
                </ShowMore>
              )}
            </>
          )}
        </RefreshState>
      </div>
      <ModalDialog
        open={application !== null}
        title={application ? t('depositsApplicationTitle', { product: application.productName }) : ''}
        language={context.language}
        onClose={() => actions.applicationClosed()}
      >
        {application && formId && <DepositApplicationForm application={application} formId={formId} blockId={block.id} context={context} t={t} />}
      </ModalDialog>
    </section>
  );
}
