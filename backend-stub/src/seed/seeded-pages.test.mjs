import { localise } from '../languages.mjs';
import { PAGES } from './all-pages.mjs';
import { NODES, nodeAlias, SLIDERS } from './content-nodes.mjs';
import { MENU_NAMES, menuTree } from './menus.mjs';
import { PUSH_BLOCKS } from './shell-blocks.mjs';

// Forms spec 2.1, as it lists the block types a page may contain.
const SPEC_BLOCK_TYPES = (
  'calculator_map, block_list, calculator_landing, calculator, info_block_image, info_block, info_block_popup, table, baner, ' +
  'accordion, subscribe, basic, credit_debt_briefcase, landing_v, lending, configs, partner_block, contact_block, ' +
  'contact_block_long, slider_video, block_for_video, guarantees, tabs, payment_cards, content, forms, map, archive, ' +
  'api_table, accordion_and_files, fly_date_calculate, blok_tablica_tekst_maltipl, new_banner_landing'
).split(', ');

// Variants the spec names: calculators by type (2.5, 2.6), configs as slider or plain, archive as document list or accordion (2.9).
/** @typedef {[name: string, matches: (block: { type: string, attributes: Record<string, unknown> }) => boolean]} Variant */
/** @type {Variant[]} */
const VARIANTS = [
  ...['IndCreditCalc', 'LegalCreditCalc', 'IndDepositCalc', 'IndCreditCardCalc', 'MortgageCalc', 'UniversalCalc', 'ExchangeRates'].map(
    /** @returns {Variant} */ (type) => [`calculator ${type}`, (block) => block.type === 'calculator' && block.attributes.field_calculator_type === type],
  ),
  ['configs as a slider', (block) => block.type === 'configs' && block.attributes.field_slider === true],
  ['configs plain', (block) => block.type === 'configs' && block.attributes.field_slider === false],
  ['archive as a document list', (block) => block.type === 'archive' && block.attributes.field_custom_design !== 'accordion'],
  ['archive as an accordion', (block) => block.type === 'archive' && block.attributes.field_custom_design === 'accordion'],
];

// Pages that exist for the site's own tests, not for visitors: a block type only there is not seeded for real.
const TEST_PAGES = ['/blocks-showcase', '/quality/xss', '/delivery/promo'];
const visitorPages = PAGES.filter((page) => !TEST_PAGES.includes(page.alias.uk));
const visitorBlocks = visitorPages.flatMap((page) => page.blocks);

const LANGUAGES = ['uk', 'ru'];
const pathOf = (language, alias) => (alias === '/' ? `/${language}` : `/${language}${alias}`);
const servedPaths = new Set(PAGES.flatMap((page) => LANGUAGES.map((language) => pathOf(language, page.alias[language]))));

/** Every in-site target a structure holds: `internal:` link URIs and breadcrumb URLs, as the site resolves them. */
function internalTargets(value, language, found = []) {
  if (Array.isArray(value)) value.forEach((item) => internalTargets(item, language, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'uri' && typeof item === 'string' && item.startsWith('internal:')) found.push(pathOf(language, item.slice('internal:'.length)));
      else internalTargets(item, language, found);
    }
  }
  return found;
}

function menuTargets(items, found = []) {
  for (const item of items) {
    if (!item.options.external) found.push(item.url);
    menuTargets(item.subtree, found);
  }
  return found;
}

describe('the seeded pages', () => {
  it.each(SPEC_BLOCK_TYPES)('carry block type %s on a page visitors reach, not only on a test page', (type) => {
    expect(visitorBlocks.some((block) => block.type === type)).toBe(true);
  });

  it.each(VARIANTS)('carry the variant %s on a page visitors reach', (_name, matches) => {
    expect(visitorBlocks.some(matches)).toBe(true);
  });

  it('have one page per alias in each language, with the other language as its alternate', () => {
    for (const language of LANGUAGES) {
      const aliases = PAGES.map((page) => page.alias[language]);
      expect(aliases.filter((alias, index) => aliases.indexOf(alias) !== index)).toEqual([]);
    }
    expect(PAGES.filter((page) => !page.alias.uk || !page.alias.ru).map((page) => page.key)).toEqual([]);
  });

  it('have a page for every node a content list links to', () => {
    const missing = NODES.map(nodeAlias).filter((alias) => !servedPaths.has(pathOf('uk', alias)));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every menu, breadcrumb, block link, slide and notification offer leads to a seeded page', (language) => {
    const targets = [
      ...MENU_NAMES.flatMap((name) => menuTargets(menuTree(name, language))),
      ...PAGES.flatMap((page) => (page.breadcrumbs ?? []).filter((crumb) => crumb.url).map((crumb) => pathOf(language, crumb.url))),
      ...PAGES.flatMap((page) => internalTargets(localise(page.blocks, language), language)),
      ...NODES.flatMap((node) => internalTargets(localise(node.fields ?? {}, language), language)),
      ...localise(SLIDERS['main-slider'], language).map((slide) => slide.link),
      ...PUSH_BLOCKS.flatMap((block) => block.field_push.map((offer) => pathOf(language, localise(offer.path.alias, language)))),
    ];
    const dead = [...new Set(targets.map((target) => target.split(/[?#]/)[0]))].filter((target) => !servedPaths.has(target));
    expect(dead).toEqual([]);
  });
});
