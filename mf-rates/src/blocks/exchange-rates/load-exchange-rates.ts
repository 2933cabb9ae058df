import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { rateSourcesFor } from '../../exchange/rate-source';
import { readExchangeRates, rateDate } from '../../api/exchange-rates';
import type { ExchangeRatesData } from './ExchangeRates';

interface ExchangeRatesAttributes {
  field_block_title?: string;
  field_calculator_type?: string;
}

/** First render: the first tab of the audience (cash) with today's rates. */
export async function loadExchangeRates(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<ExchangeRatesData> {
  const attributes = block.attributes as ExchangeRatesAttributes;
  const sources = [...rateSourcesFor(context.audience)];
  const source = sources[0] ?? 'cash';
  return {
    title: attributes.field_block_title ?? null,
    calculatorType: attributes.field_calculator_type ?? 'ExchangeRates',
    sources,
    source,
    board: await readExchangeRates(client, context.language, source, rateDate(new Date())),
  };
}
