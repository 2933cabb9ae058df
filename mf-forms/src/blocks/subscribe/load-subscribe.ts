import type { CmsBlock } from '@bank/shared-kit';
import type { SubscribeData } from './Subscribe';

interface SubscribeAttributes {
  field_block_title?: string;
  field_subtitle?: string;
}

export async function loadSubscribe(block: CmsBlock): Promise<SubscribeData> {
  const attributes = block.attributes as SubscribeAttributes;
  return {
    title: attributes.field_block_title ?? null,
    subtitle: attributes.field_subtitle ?? null,
  };
}
