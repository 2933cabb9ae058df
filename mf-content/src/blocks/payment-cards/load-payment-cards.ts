import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { listField, textField, type CmsListItem } from '../../api/cms-fields';

export interface PaymentCardsData {
  title: string | null;
  cards: CmsListItem[];
}

export async function loadPaymentCards(block: CmsBlock, context: BlockContext): Promise<PaymentCardsData> {
  return {
    title: textField(block.attributes.field_block_title),
    cards: listField(block.attributes.field_list_item, context.language).filter((card) => card.title),
  };
}
