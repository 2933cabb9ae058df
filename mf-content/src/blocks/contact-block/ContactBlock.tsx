import type { BlockProps } from '@bank/shared-kit';
import { TextCards } from '../../components/TextCards';
import type { ContactBlockData } from './load-contact-block';

/** Contact cards: a heading and its CMS text (addresses, hours, phones). */
export function ContactBlock({ data }: BlockProps<ContactBlockData>) {
  return <TextCards title={data.title} items={data.items} />;
}
