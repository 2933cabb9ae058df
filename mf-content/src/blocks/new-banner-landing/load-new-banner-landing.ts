import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { htmlField, imageField, linkField, textField, type CmsImage, type CmsLink } from '../../api/cms-fields';

export interface NewBannerLandingData {
  title: string | null;
  subtitle: string | null;
  html: string;
  picture: CmsImage | null;
  /** Buttons of type anchor (a place on this page) or external (opens with nofollow). */
  buttons: CmsLink[];
}

export async function loadNewBannerLanding(block: CmsBlock, context: BlockContext): Promise<NewBannerLandingData> {
  const a = block.attributes;
  const links = Array.isArray(a.field_link) ? a.field_link : a.field_link ? [a.field_link] : [];
  return {
    title: textField(a.field_block_title),
    subtitle: textField(a.field_subtitle),
    html: htmlField(a.body),
    picture: imageField(a.field_picture),
    buttons: links.flatMap((link) => {
      const read = linkField(link, context.language);
      return read ? [read] : [];
    }),
  };
}
