import { convertWebform, type ContentClient, type RawWebformElements, type SiteLanguage, type WebformElement } from '@bank/shared-kit';

/** GET /{lang}/webform_rest/{form}/elements: a form's elements, in the product's element model. */
export async function readWebform(client: ContentClient, language: SiteLanguage, formId: string): Promise<WebformElement[]> {
  const raw = await client.get<RawWebformElements>(language, `/webform_rest/${encodeURIComponent(formId)}/elements`);
  return convertWebform(raw);
}
