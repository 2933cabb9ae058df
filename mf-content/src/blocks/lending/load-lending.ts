import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { headingFields, imageField, linkField, recordsField, textField, type BlockHeading, type CmsImage, type CmsLink } from '../../api/cms-fields';

interface LendingAdvantage {
  /** The figure in large type, e.g. "до 300 000 грн". */
  figure: string;
  /** What the figure is, e.g. "сума кредиту". */
  label: string;
}

export interface LendingData extends BlockHeading {
  subtitle: string | null;
  picture: CmsImage | null;
  advantages: LendingAdvantage[];
  link: CmsLink | null;
}

/** A lending (product landing) hero; field_advantages are pairs of a figure (first) and its label (second). */
export async function loadLending(block: CmsBlock, context: BlockContext): Promise<LendingData> {
  const a = block.attributes;
  return {
    ...headingFields(a),
    subtitle: textField(a.field_subtitle),
    picture: imageField(a.field_picture),
    advantages: recordsField(a.field_advantages)
      .map((pair) => ({ figure: textField(pair.first) ?? '', label: textField(pair.second) ?? '' }))
      .filter((advantage) => advantage.figure),
    link: linkField(a.field_link, context.language),
  };
}
