import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { readParagraph } from '../../api/content-nodes';
import { htmlField, textField } from '../../api/cms-fields';

export interface TabsData {
  title: string | null;
  tabs: Array<{ id: string; title: string; html: string }>;
}

interface TabParagraph {
  field_title?: string;
  field_description?: unknown;
}

/** The panels of a tabs block are paragraphs (field_tabs), read one by one. */
export async function loadTabsBlock(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<TabsData> {
  const refs = Array.isArray(block.attributes.field_tabs) ? (block.attributes.field_tabs as Array<{ type?: string; id?: string }>) : [];
  const tabs = await Promise.all(
    refs.map(async (ref) => {
      const type = (ref.type ?? 'paragraph--tab').replace(/^paragraph--/, '');
      const paragraph = await readParagraph<TabParagraph>(client, context.language, type, ref.id ?? '');
      const attributes = paragraph.data?.attributes;
      return { id: ref.id ?? '', title: textField(attributes?.field_title) ?? '', html: htmlField(attributes?.field_description) };
    }),
  );
  return { title: textField(block.attributes.field_block_title), tabs: tabs.filter((tab) => tab.title) };
}
