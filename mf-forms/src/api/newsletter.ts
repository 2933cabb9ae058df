import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

export interface NewsletterAnswer {
  status?: string;
  text?: string;
}

/** GET /{lang}/jsonapi/sendpulse/add-email: adds an address to a newsletter address book. */
export async function addNewsletterEmail(client: ContentClient, language: SiteLanguage, book: string, email: string): Promise<NewsletterAnswer> {
  const query = `book=${encodeURIComponent(book)}&email=${encodeURIComponent(email.trim())}`;
  const answer = await client.get<NewsletterAnswer>(language, `/jsonapi/sendpulse/add-email?${query}`);
  if (answer.status !== 'ok') throw new Error(answer.text || 'the newsletter service refused the address');
  return answer;
}
