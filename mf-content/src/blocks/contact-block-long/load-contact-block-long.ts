import type { CmsBlock } from '@bank/shared-kit';
import { textField } from '../../api/cms-fields';

export interface ContactBlockLongData {
  title: string | null;
  entries: Array<{ label: string; value: string }>;
}

/** field_phone_description_long: pairs of a label (first) and a value (second). */
export async function loadContactBlockLong(block: CmsBlock): Promise<ContactBlockLongData> {
  const pairs = Array.isArray(block.attributes.field_phone_description_long)
    ? (block.attributes.field_phone_description_long as Array<{ first?: string; second?: string }>)
    : [];
  return {
    title: textField(block.attributes.field_block_title),
    entries: pairs.filter((pair) => pair.second).map((pair) => ({ label: pair.first ?? '', value: pair.second ?? '' })),
  };
}
