import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { filesField, headingFields, htmlField, linkField, recordsField, textField, type BlockHeading, type CmsFile, type CmsLink } from '../../api/cms-fields';

interface DebtPortfolioLot {
  title: string;
  /** Terms of the lot: debt amount, number of loans, starting price. */
  html: string;
  /** The lot's passport and other documents. */
  files: CmsFile[];
}

export interface CreditDebtBriefcaseData extends BlockHeading {
  lots: DebtPortfolioLot[];
  /** Where a buyer applies or asks (field_link). */
  link: CmsLink | null;
}

/** The credit (debt) portfolio the bank offers for sale, lot by lot. */
export async function loadCreditDebtBriefcase(block: CmsBlock, context: BlockContext): Promise<CreditDebtBriefcaseData> {
  const a = block.attributes;
  return {
    ...headingFields(a),
    lots: recordsField(a.field_list_item)
      .map((lot) => ({ title: textField(lot.field_title) ?? '', html: htmlField(lot.field_description), files: filesField(lot.field_files) }))
      .filter((lot) => lot.title),
    link: linkField(a.field_link, context.language),
  };
}
