import type { CmsBlock } from '@bank/shared-kit';

export interface ComparePanelData {
  title: string | null;
}

export async function loadComparePanel(block: CmsBlock): Promise<ComparePanelData> {
  const title = block.attributes.field_block_title;
  return { title: typeof title === 'string' ? title : null };
}
