import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { depositTableConfig, initialDepositCurrency, productsAvailable, type DepositTableAttributes } from '../../deposits/deposit-table-config';
import { readDepositsTable } from '../../api/deposits-table';
import type { DepositRatesTableData } from './DepositRatesTable';

/** First render: the table of the default currency for the block's client type. */
export async function loadDepositRatesTable(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<DepositRatesTableData> {
  const attributes = block.attributes as DepositTableAttributes;
  const config = depositTableConfig(attributes, context.audience);
  const currency = initialDepositCurrency(config);
  const products = await readDepositsTable(client, context.language, currency, config.typeClient);
  return { title: attributes.field_block_title ?? null, config, currency, products: productsAvailable(products, config, currency) };
}
