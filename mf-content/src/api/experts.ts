import { isSafeLinkUrl, type ContentClient, type SiteLanguage } from '@bank/shared-kit';
import type { JsonApiList, JsonApiOne } from './json-api';

export interface ExpertAttributes {
  display_name: string;
  field_user_name?: string;
  field_user_surname?: string;
  field_dosvid_roboty?: string;
  field_pro_avtora?: { value?: string; processed?: string };
  field_sotsialni_merezhi?: Array<{ uri: string; title: string }>;
  user_picture?: { url: string; meta?: { alt?: string }; width?: number; height?: number };
  path?: { alias?: string };
}

export function readExperts(client: ContentClient, language: SiteLanguage): Promise<JsonApiList<ExpertAttributes>> {
  return client.get(language, '/jsonapi/user/user');
}

export function readExpert(client: ContentClient, language: SiteLanguage, id: string): Promise<JsonApiOne<ExpertAttributes>> {
  return client.get(language, `/jsonapi/user/user/${id}`);
}

const SOCIAL_NETWORKS = ['youtube', 'instagram', 'facebook', 'telegram', 'viber', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

const isNetwork = (value: string): value is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(value);

/** An expert's social links (spec: youtube, instagram, facebook, telegram, viber, linkedin); others and unsafe addresses are left out. */
export function socialLinksOf(expert: ExpertAttributes): SocialLink[] {
  return (expert.field_sotsialni_merezhi ?? []).flatMap((link) => {
    const network = link.title.toLowerCase();
    return isNetwork(network) && isSafeLinkUrl(link.uri) ? [{ network, href: link.uri }] : [];
  });
}
