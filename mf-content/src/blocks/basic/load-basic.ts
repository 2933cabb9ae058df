import type { CmsBlock } from '@bank/shared-kit';
import type { BasicData } from './Basic';

export async function loadBasic(block: CmsBlock): Promise<BasicData> {
  const attributes = block.attributes as { field_block_title?: string; body?: { value?: string; processed?: string } };
  return {
    title: attributes.field_block_title ?? null,
    html: attributes.body?.processed ?? attributes.body?.value ?? '',
  };
}
