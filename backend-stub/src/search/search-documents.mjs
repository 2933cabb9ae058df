import { PAGES } from '../seed/all-pages.mjs';
import { SEARCH_PRODUCTS } from '../seed/search-products.mjs';
import { localise } from '../languages.mjs';
import { plainText } from './full-text.mjs';

/** field_for_the of the content system. */
const AUDIENCE_IDS = { individuals: 7, business: 6 };
const OTHER_AUDIENCE_ID = 0;

// Attributes that are codes, links or settings rather than text a visitor reads.
const TECHNICAL_KEY = /(^|_)(id|type|uri|url|alias|options|analytics_name|address_book|weight|region)$/;

function blockTexts(value, key = '') {
  if (TECHNICAL_KEY.test(key)) return [];
  if (typeof value === 'string') return [plainText(value)];
  if (Array.isArray(value)) return value.flatMap((item) => blockTexts(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => blockTexts(item, name));
  return [];
}

function sitePath(language, alias) {
  return alias === '/' ? `/${language}` : `/${language}${alias}`;
}

function audienceId(page) {
  return page.field_for_the ?? AUDIENCE_IDS[page.audience] ?? OTHER_AUDIENCE_ID;
}

/** Every seeded page in one language, as search documents: title, description, body and block text. */
export function pageDocuments(language) {
  return PAGES.map((page) => {
    const local = localise(page, language);
    const alias = page.alias[language] ?? page.alias.uk;
    return {
      title: local.title,
      text: [local.description, plainText(local.body), ...(local.blocks ?? []).flatMap((block) => blockTexts(block.attributes))].join(' '),
      row: { title: local.title, field_path: sitePath(language, alias), field_for_the: audienceId(page) },
    };
  });
}

/** The bank's products in one language, as search documents. */
export function productDocuments(language) {
  return SEARCH_PRODUCTS.map((product) => {
    const local = localise(product, language);
    return {
      title: local.title,
      text: local.description,
      row: {
        title: local.title,
        field_path: sitePath(language, product.alias[language] ?? product.alias.uk),
        field_for_the: product.field_for_the,
        field_description: local.description,
      },
    };
  });
}
