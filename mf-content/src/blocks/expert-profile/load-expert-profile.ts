import { isSafeLinkUrl, type BlockContext, type CmsBlock, type ContentClient } from '@bank/shared-kit';
import { readExpert } from '../../api/experts';

const SOCIAL_NETWORKS = ['youtube', 'instagram', 'facebook', 'telegram', 'viber', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface ExpertProfileData {
  fullName: string;
  experience: string | null;
  aboutHtml: string;
  photo: { url: string; alt: string; width: number; height: number } | null;
  socials: Array<{ network: SocialNetwork; href: string }>;
}

const isNetwork = (value: string): value is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(value);

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
      ? { url: expert.user_picture.url, alt: expert.user_picture.meta?.alt ?? fullName, width: expert.user_picture.width ?? 240, height: expert.user_picture.height ?? 240 }
      : null,
    socials: (expert.field_sotsialni_merezhi ?? []).flatMap((link) => {
      const network = link.title.toLowerCase();
      return isNetwork(network) && isSafeLinkUrl(link.uri) ? [{ network, href: link.uri }] : [];
    }),
  };
}
