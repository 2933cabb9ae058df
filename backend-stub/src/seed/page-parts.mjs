import { illustration, paletteOf } from './content-images.mjs';

// The parts the bank's editors build section and product pages from: each helper is one block type
// of forms spec 2.1 filled the way the content system delivers it, text given in uk and ru.
export const t = (uk, ru) => ({ uk, ru });
export const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });

export const HOME_CRUMB = { title: t('Головна', 'Главная'), url: '/' };

/** An item of a block's field_list_item: a title and a paragraph of text. */
export const listItem = (title, text) => ({ field_title: title, field_description: { processed: t(`<p>${text.uk}</p>`, `<p>${text.ru}</p>`) } });

/** A link to a page of the site; a page whose alias differs per language takes { uk, ru }. */
export const pageLink = (title, alias) => ({
  uri: typeof alias === 'string' ? `internal:${alias}` : t(`internal:${alias.uk}`, `internal:${alias.ru}`),
  title,
  options: { type: 'internal' },
});

/**
 * A page as wise/requestssr delivers it. `section` is the trail of parent pages above it; blocks are
 * weighted in the order given. The audience follows the path, as the site decides it (spec 2).
 */
export function sitePage({ key, alias, title, description, intro, section = [], blocks }) {
  const aliases = typeof alias === 'string' ? t(alias, alias) : alias;
  return {
    key,
    alias: aliases,
    audience: aliases.uk.startsWith('/business') ? 'business' : 'individuals',
    title,
    description,
    body: t(`<p>${intro.uk}</p>`, `<p>${intro.ru}</p>`),
    breadcrumbs: [HOME_CRUMB, ...section, { title, url: null }],
    blocks: blocks.map((part, index) => part(key, index)),
  };
}

// Each part below returns (pageKey, weight) => block, so a page lists its parts in reading order.

/** Key figures of a product: the figure as the title, what it means below (info_block). */
export const keyFacts = (title, facts) => (key, weight) =>
  block(`${key}-facts`, 'info_block', weight, {
    field_block_title: title,
    field_list_item: facts.map(([figure, meaning]) => listItem(figure, meaning)),
  });

/** Rich text under a title (basic). */
export const textBlock = (suffix, title, body) => (key, weight) =>
  block(`${key}-${suffix}`, 'basic', weight, { field_block_title: title, body: { processed: body } });

/** Questions and answers, one open at a time (accordion). */
export const questions =
  (items, title = t('Часті запитання', 'Частые вопросы')) =>
  (key, weight) =>
    block(`${key}-faq`, 'accordion', weight, {
      field_block_title: title,
      field_list_item: items.map(([question, answer]) => listItem(question, answer)),
    });

/** Numbered steps without a slider (configs, plain). */
export const steps = (title, items) => (key, weight) =>
  block(`${key}-steps`, 'configs', weight, {
    field_block_title: title,
    field_slider: false,
    field_list_item: items.map(([name, text]) => listItem(name, text)),
  });

/** The pages of a section as cards with pictures, each leading to its page (info_block_image). */
/** The picture of a page's card, from the part of the site it leads to. */
function motifOfPath(alias) {
  /** @type {Array<[RegExp, string]>} */
  const motifs = [
    [/card/, 'card'],
    [/deposit|saving/, 'deposit'],
    [/credit|kredyt|loan|mortgage/, 'credit'],
    [/business|salary|rko/, 'business'],
    [/payment|transfer|online/, 'phone'],
  ];
  return motifs.find(([pattern]) => pattern.test(alias))?.[1] ?? 'idea';
}

export const sectionPages =
  (title, pages, colour = '#0a6b3d') =>
  (key, weight) =>
    block(`${key}-pages`, 'info_block_image', weight, {
      field_block_title: title,
      field_list_item: pages.map(([name, text, alias]) => ({
        ...listItem(name, text),
        field_picture: { ...illustration(motifOfPath(alias), paletteOf(colour), 480, 280), meta: { alt: '' } },
        field_link: pageLink(t('Детальніше', 'Подробнее'), alias),
      })),
    });

/** A table of tariffs or terms: the first row is the header (table). */
export const tariffTable = (suffix, title, rows) => (key, weight) => {
  const render = (language) =>
    `<table><thead><tr>${rows[0].map((cell) => `<th>${cell[language] ?? cell}</th>`).join('')}</tr></thead><tbody>${rows
      .slice(1)
      .map((row) => `<tr>${row.map((cell) => `<td>${cell[language] ?? cell}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  return block(`${key}-${suffix}`, 'table', weight, { field_block_title: title, body: { processed: t(render('uk'), render('ru')) } });
};

/** Documents to download, as a titled document list or folded per section (archive). */
export const documents =
  (title, sections, design = 'list') =>
  (key, weight) =>
    block(`${key}-documents`, 'archive', weight, {
      field_block_title: title,
      ...(design === 'accordion' ? { field_custom_design: 'accordion' } : {}),
      field_archive: sections.map(([name, files]) => ({ title: name, files })),
    });

/** Bank details a visitor copies one by one (block_list with a copy button per item). */
export const requisites = (title, items) => (key, weight) =>
  block(`${key}-requisites`, 'block_list', weight, {
    field_block_title: title,
    field_list_item: items.map(([name, value]) => listItem(name, typeof value === 'string' ? t(value, value) : value)),
  });

/** An application form of the stand-in's webforms (forms). */
export const applicationForm = (formId, title) => (key, weight) => block(`${key}-form`, 'forms', weight, { field_form_id: formId, field_form_title: title });

/** Contacts, each a mailto, tel or plain-text line (contact_block_long). */
export const contactLines = (title, lines) => (key, weight) =>
  block(`${key}-contacts`, 'contact_block_long', weight, {
    field_block_title: title,
    field_phone_description_long: lines.map(([first, second]) => ({ first, second })),
  });

/** Any other block, placed as given. */
export const customBlock = (suffix, type, attributes) => (key, weight) => block(`${key}-${suffix}`, type, weight, attributes);
