import type { CmsBlock } from '@bank/shared-kit';
import { headingFields, htmlField, recordsField, textField, type BlockHeading } from '../../api/cms-fields';

interface TableTextSection {
  title: string | null;
  /** Rich text before the table. */
  html: string;
  tableHtml: string;
}

/** The heading's rich text (body) stands above every section. */
export interface TableTextMultipleData extends BlockHeading {
  sections: TableTextSection[];
}

/** Sections of text and a table, in CMS order; a section with neither is left out. */
export async function loadTableTextMultiple(block: CmsBlock): Promise<TableTextMultipleData> {
  const a = block.attributes;
  return {
    ...headingFields(a),
    sections: recordsField(a.field_list_item)
      .map((section) => ({ title: textField(section.field_title), html: htmlField(section.field_description), tableHtml: htmlField(section.field_table) }))
      .filter((section) => section.html.trim() || section.tableHtml.trim()),
  };
}
