import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { htmlField, imageField, linkField, recordsField, textField, type CmsImage, type CmsLink } from '../../api/cms-fields';

interface LendingAdvantage {
  /** The figure in large type, e.g. "до 300 000 грн". */
  figure: string;
  /** What the figure is, e.g. "сума кредиту". */
  label: string;
}

export interface LendingData {
  title: string | null;
  subtitle: string | null;
  html: string;
  picture: CmsImage | null;
  advantages: LendingAdvantage[];
  link: CmsLink | null;
}

/** A lending (product landing) hero; field_advantages are pairs of a figure (first) and its label (second). */
export async function loadLending(block: CmsBlock, context: BlockContext): Promise<LendingData> {
  const a = block.attributes;
  return {
    title: textField(a.field_block_title),
    subtitle: textField(a.field_subtitle),
    html: htmlField(a.body),
    picture: imageField(a.field_picture),
    advantages: recordsField(a.field_advantages)
      .map((pair) => ({ figure: textField(pair.first) ?? '', label: textField(pair.second) ?? '' }))
      .filter((advantage) => advantage.figure),
    link: linkField(a.field_link, context.language),
  };
}
