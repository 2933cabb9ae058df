import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

export interface NewsletterAnswer {
  status?: string;
  text?: string;
}

/**
 * The bank's call is GET /{lang}/jsonapi/sendpulse/add-email?book=&email= (forms spec 7); the site's
 * own POST route makes it, with the address book chosen on the server, never by the browser.
 */
export async function addNewsletterEmail(client: ContentClient, language: SiteLanguage, email: string): Promise<NewsletterAnswer> {
  const answer = await client.post<NewsletterAnswer>(language, '/newsletter', { email: email.trim() });
  if (answer.status !== 'ok') throw new Error(answer.text || 'the newsletter service refused the address');
  return answer;
}
