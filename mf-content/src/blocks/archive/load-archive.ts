import type { CmsBlock } from '@bank/shared-kit';
import { filesField, textField, type CmsFile } from '../../api/cms-fields';

interface ArchiveSection {
  title: string;
  files: CmsFile[];
}

export interface ArchiveData {
  title: string | null;
  /** field_custom_design 'accordion' folds each section; otherwise a titled document list. */
  asAccordion: boolean;
  sections: ArchiveSection[];
}

interface RawSection {
  title?: string;
  files?: unknown;
}

export async function loadArchive(block: CmsBlock): Promise<ArchiveData> {
  const raw = Array.isArray(block.attributes.field_archive) ? (block.attributes.field_archive as RawSection[]) : [];
  return {
    title: textField(block.attributes.field_block_title),
    asAccordion: block.attributes.field_custom_design === 'accordion',
    sections: raw.map((section) => ({
      title: section.title ?? '',
      files: filesField(section.files),
    })),
  };
}
