import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { loadCalculatorData, type CalculatorData } from '../../calculator/load-calculator-data';

export function loadCalculatorLanding(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<CalculatorData> {
  return loadCalculatorData(block, context, client);
}
