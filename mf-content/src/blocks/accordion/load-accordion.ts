import type { CmsBlock } from '@bank/shared-kit';
import type { AccordionData } from './Accordion';

interface AccordionAttributes {
  field_block_title?: string;
  field_list_item?: Array<{ field_title?: string; field_description?: { processed?: string; value?: string } }>;
}

export async function loadAccordion(block: CmsBlock): Promise<AccordionData> {
  const attributes = block.attributes as AccordionAttributes;
  return {
    title: attributes.field_block_title ?? null,
    items: (attributes.field_list_item ?? [])
      .filter((item) => item.field_title)
      .map((item) => ({
        title: item.field_title ?? '',
        html: item.field_description?.processed ?? item.field_description?.value ?? '',
      })),
  };
}
