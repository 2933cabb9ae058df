import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { flagField, listField, textField, type CmsListItem } from '../../api/cms-fields';

/** Slides on a desktop screen when the CMS does not say (tablet and mobile follow spec 9). */
const DEFAULT_DESKTOP_SLIDES = 3;

export interface ConfigsData {
  title: string | null;
  /** field_slider on: the items scroll in a carousel; off: they stand in a grid. */
  asSlider: boolean;
  desktopSlides: number;
  items: CmsListItem[];
}

function desktopSlides(value: unknown): number {
  const slides = Number(value);
  return Number.isInteger(slides) && slides > 0 ? slides : DEFAULT_DESKTOP_SLIDES;
}

export async function loadConfigs(block: CmsBlock, context: BlockContext): Promise<ConfigsData> {
  const a = block.attributes;
  return {
    title: textField(a.field_block_title),
    asSlider: flagField(a.field_slider),
    desktopSlides: desktopSlides(a.field_slides),
    items: listField(a.field_list_item, context.language).filter((item) => item.title),
  };
}
