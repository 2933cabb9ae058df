import type { ContentClient, SiteLanguage } from '@bank/shared-kit';
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
