import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { headingFields, imageField, linkField, textField, type BlockHeading, type CmsImage, type CmsLink } from '../../api/cms-fields';

export interface NewBannerLandingData extends BlockHeading {
  subtitle: string | null;
  picture: CmsImage | null;
  /** Buttons of type anchor (a place on this page) or external (opens with nofollow). */
  buttons: CmsLink[];
}

export async function loadNewBannerLanding(block: CmsBlock, context: BlockContext): Promise<NewBannerLandingData> {
  const a = block.attributes;
  const links = Array.isArray(a.field_link) ? a.field_link : a.field_link ? [a.field_link] : [];
  return {
    ...headingFields(a),
    subtitle: textField(a.field_subtitle),
    picture: imageField(a.field_picture),
    buttons: links.flatMap((link) => {
      const read = linkField(link, context.language);
      return read ? [read] : [];
    }),
  };
}
