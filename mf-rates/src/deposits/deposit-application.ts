import type { CmsBlock } from '@bank/shared-kit';
import type { DepositCell } from './deposit-table';

export interface DepositApplication {
  cell: DepositCell;
  productName: string;
  currency: string;
}

/**
 * The forms block of mf-forms for a rate the visitor chose (forms contract). `calculator` travels
 * unchanged in the submission: product name, rate, the term as kind and termin, the amount, and
 * beside the contract's fields the agreeId and currency the bank needs to book the rate.
 * A deposit form of the content system may hold the agreement in CustomAgreeeId (spec 3.1): prefilled.
 */
export function depositApplicationForm(application: DepositApplication, formId: string, blockId: string): CmsBlock {
  const { cell, productName, currency } = application;
  return {
    id: `${blockId}-application-${cell.agreeId}`,
    type: 'forms',
    attributes: {
      field_form_id: formId,
      display: 'inline',
      calculator: {
        cardName: productName,
        depositRate: cell.rate,
        Percent: cell.rate,
        termin: cell.kind,
        Kind: cell.kind,
        formId,
        summa: cell.amount,
        agreeId: cell.agreeId,
        currency,
      },
      prefill: { CustomAgreeeId: cell.agreeId },
    },
  };
}
