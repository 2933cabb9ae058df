import type { CmsBlock } from '@bank/shared-kit';
import type { CalculatorContext, CalculatorType } from '../api/calculator-types';

const CALCULATOR_TYPES: CalculatorType[] = ['IndCreditCalc', 'LegalCreditCalc', 'IndDepositCalc', 'IndCreditCardCalc', 'MortgageCalc', 'UniversalCalc'];

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

export function calculatorTypeOf(block: CmsBlock, fallback: CalculatorType = 'IndCreditCalc'): CalculatorType {
  const named = block.attributes.field_calculator_type;
  return CALCULATOR_TYPES.find((type) => type === named) ?? fallback;
}

/** The calculator context (spec 3.3) a block carries in its CMS attributes. */
export function calculatorContextOf(block: CmsBlock): CalculatorContext {
  const attributes = block.attributes;
  return {
    agreeId: text(attributes.field_agree_id) ?? '',
    productId: text(attributes.field_product_id) ?? '',
    analyticsName: text(attributes.field_analytics_name) ?? '',
    formId: text(attributes.field_form_id) ?? text(attributes.field_formid),
    formCreditId: text(attributes.field_form_id_credit),
    productName: text(attributes.field_offer_name),
    answerDetail: text(attributes.field_answer_detail_id),
    listDetail: text(attributes.field_list_detail),
  };
}
