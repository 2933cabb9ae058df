import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { readExpert, socialLinksOf, type SocialLink } from '../../api/experts';

export interface ExpertProfileData {
  fullName: string;
  experience: string | null;
  aboutHtml: string;
  photo: { url: string; alt: string; width: number; height: number } | null;
  socials: SocialLink[];
}

/** The expert (a user entity) the profile page is about, from the block's field_user. */
export async function loadExpertProfile(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<ExpertProfileData | null> {
  const id = String(block.attributes.field_user ?? '');
  if (!id) return null;
  const expert = (await readExpert(client, context.language, id)).data?.attributes;
  if (!expert) return null;
  const fullName = [expert.field_user_name, expert.field_user_surname].filter(Boolean).join(' ') || expert.display_name;
  return {
    fullName,
    experience: expert.field_dosvid_roboty ?? null,
    aboutHtml: expert.field_pro_avtora?.processed ?? expert.field_pro_avtora?.value ?? '',
    photo: expert.user_picture
      ? {
          url: expert.user_picture.url,
          alt: expert.user_picture.meta?.alt ?? fullName,
          width: expert.user_picture.width ?? 240,
          height: expert.user_picture.height ?? 240,
        }
      : null,
    socials: socialLinksOf(expert),
  };
}
