import type { SocialLink } from '../../api/experts';
import type { JsonApiResource } from '../../api/json-api';
import { related } from '../../api/json-api';
import type { SiteLanguage } from '@bank/shared-kit';
import { publicationDate, type PublicationDate } from '../../components/FormattedDate';
import { toProductCard, type ProductCard } from '../../products/product-card';

interface ListImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

interface ListTerm {
  id: string;
  name: string;
}

/** One entry of a content list, whatever its type, as the list renders it. */
export interface ListItem {
  id: string;
  title: string;
  html: string;
  created: PublicationDate | null;
  url: string | null;
  weight?: number;
  image: ListImage | null;
  tags: ListTerm[];
  terms: ListTerm[];
  author: { name: string; url: string | null } | null;
  partnerId: string | null;
  product: ProductCard | null;
  /** An expert's social links (the experts block). */
  socials: SocialLink[];
}

interface NodeAttributes {
  title?: string;
  body?: { value?: string; processed?: string } | null;
  created?: string;
  weight?: number;
  path?: { alias?: string };
  field_image?: { url?: string; meta?: { alt?: string }; width?: number; height?: number };
  field_blog_image?: { url?: string; meta?: { alt?: string }; width?: number; height?: number };
  field_partnerid?: string;
  field_add_comparison?: boolean;
}

function image(attributes: NodeAttributes): ListImage | null {
  const source = attributes.field_blog_image ?? attributes.field_image;
  if (!source?.url) return null;
  return { url: source.url, alt: source.meta?.alt ?? '', width: source.width, height: source.height };
}

const termOf = (resource: JsonApiResource): ListTerm => ({ id: resource.id, name: String(resource.attributes.name ?? '') });

export function toListItem(resource: JsonApiResource, included: JsonApiResource[], language: SiteLanguage): ListItem {
  const attributes = resource.attributes as NodeAttributes;
  const author = related(resource, 'uid', included)[0];
  const otherTerms = Object.keys(resource.relationships ?? {})
    .filter((field) => field !== 'field_tags' && field !== 'uid')
    .flatMap((field) => related(resource, field, included).map(termOf));
  return {
    id: resource.id,
    title: attributes.title ?? '',
    html: attributes.body?.processed ?? attributes.body?.value ?? '',
    created: attributes.created ? publicationDate(attributes.created, language) : null,
    url: attributes.path?.alias ?? null,
    weight: typeof attributes.weight === 'number' ? attributes.weight : undefined,
    image: image(attributes),
    tags: related(resource, 'field_tags', included).map(termOf),
    terms: otherTerms,
    author: author
      ? {
          name: String(author.attributes.display_name ?? ''),
          url: (author.attributes.path as { alias?: string } | undefined)?.alias ?? null,
        }
      : null,
    partnerId: attributes.field_partnerid ?? null,
    product: resource.type === 'node--products' ? toProductCard(resource.id, resource.attributes) : null,
    socials: [],
  };
}
