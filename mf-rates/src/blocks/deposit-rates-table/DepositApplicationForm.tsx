import { Block, type BlockContext } from '@bank/shared-kit';
import { type Translate } from '../../i18n/strings';
import { depositApplicationForm, type DepositApplication } from '../../deposits/deposit-application';
import { formatDepositAmount, formatDepositRate } from '../../deposits/deposit-table';
import styles from './deposit-rates-table.module.css';

interface Props {
  application: DepositApplication;
  formId: string;
  blockId: string;
  context: BlockContext;
  t: Translate;
}

/** The chosen rate, and mf-forms' application form carrying it (mounted through the shell). */
export function DepositApplicationForm({ application, formId, blockId, context, t }: Props) {
  const { cell, currency } = application;
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{t('depositsAmount')}</dt>
          <dd>{t('depositsFromAmount', { amount: formatDepositAmount(cell.amount), currency })}</dd>
        </div>
        <div>
          <dt>{t('depositsTerm')}</dt>
          <dd>{cell.kindDisplay}</dd>
        </div>
        <div>
          <dt>{t('depositsRate')}</dt>
          <dd>{formatDepositRate(cell.rate)}</dd>
        </div>
      </dl>
      <Block block={depositApplicationForm(application, formId, blockId)} context={context} />
    </>
  );
}
