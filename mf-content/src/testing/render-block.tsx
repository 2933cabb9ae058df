import { render } from '@testing-library/react';
import type { BlockContext, BlockDefinition, CmsBlock, ContentClient, SiteLanguage } from '@bank/shared-kit';

/**
 * Renders a block as the page does: its loader turns the CMS attributes into props, then its
 * component renders them. Presentational blocks need no content client.
 */
export async function renderBlock<Data>(definition: BlockDefinition<Data>, type: string, attributes: Record<string, unknown>, language: SiteLanguage = 'uk') {
  const block: CmsBlock = { id: `${type}-1`, type, attributes };
  const context: BlockContext = { language, audience: 'individuals', path: `/${language}/blocks-showcase` };
  const data = (await definition.load?.(block, context, {} as ContentClient)) as Data;
  return render(<definition.Component block={block} context={context} data={data} />);
}
