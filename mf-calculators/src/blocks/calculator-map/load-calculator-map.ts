import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { readProductBranches } from '../../api/calculator-api';
import { calculatorContextOf } from '../../calculation/calculator-context';
import { loadCalculatorData } from '../../calculator/load-calculator-data';
import type { CalculatorMapData } from './CalculatorMap';

export async function loadCalculatorMap(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<CalculatorMapData> {
  const [calculator, branches] = await Promise.all([
    loadCalculatorData(block, context, client),
    readProductBranches(client, context.language, calculatorContextOf(block)),
  ]);
  return { calculator, branches };
}
