import type { CmsBlock } from '@bank/shared-kit';
import { filesField, htmlField, recordsField, textField, type CmsFile } from '../../api/cms-fields';

interface AccordionWithFilesItem {
  title: string;
  html: string;
  files: CmsFile[];
}

export interface AccordionAndFilesData {
  title: string | null;
  items: AccordionWithFilesItem[];
  /** Documents of the whole block (field_files), listed under the accordion. */
  files: CmsFile[];
}

export async function loadAccordionAndFiles(block: CmsBlock): Promise<AccordionAndFilesData> {
  const a = block.attributes;
  return {
    title: textField(a.field_block_title),
    items: recordsField(a.field_list_item)
      .map((item) => ({ title: textField(item.field_title) ?? '', html: htmlField(item.field_description), files: filesField(item.field_files) }))
      .filter((item) => item.title),
    files: filesField(a.field_files),
  };
}
