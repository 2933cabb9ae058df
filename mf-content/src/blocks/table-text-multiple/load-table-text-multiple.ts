import type { CmsBlock } from '@bank/shared-kit';
import { htmlField, recordsField, textField } from '../../api/cms-fields';

interface TableTextSection {
  title: string | null;
  /** Rich text before the table. */
  html: string;
  tableHtml: string;
}

export interface TableTextMultipleData {
  title: string | null;
  /** Rich text above every section (body). */
  html: string;
  sections: TableTextSection[];
}

/** Sections of text and a table, in CMS order; a section with neither is left out. */
export async function loadTableTextMultiple(block: CmsBlock): Promise<TableTextMultipleData> {
  const a = block.attributes;
  return {
    title: textField(a.field_block_title),
    html: htmlField(a.body),
    sections: recordsField(a.field_list_item)
      .map((section) => ({ title: textField(section.field_title), html: htmlField(section.field_description), tableHtml: htmlField(section.field_table) }))
      .filter((section) => section.html.trim() || section.tableHtml.trim()),
  };
}
