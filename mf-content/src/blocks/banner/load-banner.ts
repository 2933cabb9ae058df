import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { htmlField, imageField, linkField, textField, type CmsImage, type CmsLink } from '../../api/cms-fields';

export interface BannerData {
  title: string | null;
  subtitle: string | null;
  html: string;
  picture: CmsImage | null;
  link: CmsLink | null;
}

export async function loadBanner(block: CmsBlock, context: BlockContext): Promise<BannerData> {
  const a = block.attributes;
  return {
    title: textField(a.field_block_title),
    subtitle: textField(a.field_subtitle),
    html: htmlField(a.field_tekst_bannera),
    picture: imageField(a.field_picture),
    link: linkField(a.field_link, context.language),
  };
}
