import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { headingFields, imageField, linkField, textField, type BlockHeading, type CmsImage, type CmsLink } from '../../api/cms-fields';

export interface BannerData extends BlockHeading {
  subtitle: string | null;
  picture: CmsImage | null;
  link: CmsLink | null;
}

export async function loadBanner(block: CmsBlock, context: BlockContext): Promise<BannerData> {
  const a = block.attributes;
  return {
    ...headingFields(a, 'field_tekst_bannera'),
    subtitle: textField(a.field_subtitle),
    picture: imageField(a.field_picture),
    link: linkField(a.field_link, context.language),
  };
}
