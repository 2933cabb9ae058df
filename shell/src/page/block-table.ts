import type { CmsBlock } from '@bank/shared-kit';

/** Which remote owns a block type, and the parcel it exposes for it. */
export interface BlockOwner {
  remote: string;
  parcel: string;
}

interface VariantOwners {
  /** The block attribute that picks the variant, e.g. field_calculator_type. */
  variantField: string;
  variants: Record<string, BlockOwner>;
}

type TableEntry = BlockOwner | VariantOwners;

const owner = (remote: string, parcel: string): BlockOwner => ({ remote, parcel });
const content = (parcel: string) => owner('mf_content', parcel);
const calculators = (parcel: string) => owner('mf_calculators', parcel);

/**
 * The configuration the page renderer reads: block type (and variant) -> remote + parcel.
 * A page loads only the remotes its blocks need. Types not listed render nothing and are logged;
 * types listed as null are known to render nothing (fly_date_calculate) and are not logged.
 */
export const BLOCK_TABLE: Record<string, TableEntry | null> = {
  // mf-forms
  forms: owner('mf_forms', './webform'),
  subscribe: owner('mf_forms', './subscribe'),
  // mf-calculators (the exchange rates section is a calculator type owned by mf-rates)
  calculator: {
    variantField: 'field_calculator_type',
    variants: {
      IndCreditCalc: calculators('./calculator'),
      LegalCreditCalc: calculators('./calculator'),
      IndDepositCalc: calculators('./calculator'),
      IndCreditCardCalc: calculators('./calculator'),
      MortgageCalc: calculators('./mortgage-calculator'),
      UniversalCalc: calculators('./universal-calculator'),
      ExchangeRates: owner('mf_rates', './exchange-rates'),
    },
  },
  calculator_map: calculators('./calculator-map'),
  calculator_landing: calculators('./calculator-landing'),
  landing_v: calculators('./landing-v'),
  // mf-rates
  api_table: owner('mf_rates', './deposit-rates-table'),
  // mf-map
  map: owner('mf_map', './branch-map'),
  // mf-search
  search_box: owner('mf_search', './SearchBox'),
  search_results: owner('mf_search', './SearchResults'),
  // mf-content
  basic: content('./basic'),
  accordion: content('./accordion'),
  content: content('./content-list'),
  block_list: content('./block-list'),
  info_block_image: content('./info-block-image'),
  info_block: content('./info-block'),
  info_block_popup: content('./info-block-popup'),
  table: content('./table'),
  baner: content('./banner'),
  contact_block: content('./contact-block'),
  contact_block_long: content('./contact-block-long'),
  slider_video: content('./slider-video'),
  block_for_video: content('./block-for-video'),
  tabs: content('./tabs'),
  payment_cards: content('./payment-cards'),
  archive: content('./archive'),
  new_banner_landing: content('./new-banner-landing'),
  expert_profile: content('./expert-profile'),
  compare_panel: content('./compare-panel'),
  credit_debt_briefcase: content('./credit-debt-briefcase'),
  lending: content('./lending'),
  configs: content('./configs'),
  partner_block: content('./partner-block'),
  guarantees: content('./guarantees'),
  accordion_and_files: content('./accordion-and-files'),
  blok_tablica_tekst_maltipl: content('./table-text-multiple'),
  fly_date_calculate: null,
};

/** Block types the site knows but that render nothing by design. */
export function rendersNothing(block: CmsBlock): boolean {
  return BLOCK_TABLE[block.type] === null;
}

export function blockOwner(block: CmsBlock): BlockOwner | null {
  const entry = BLOCK_TABLE[block.type];
  if (!entry) return null;
  if ('remote' in entry) return entry;
  const variant = block.attributes[entry.variantField];
  return typeof variant === 'string' ? (entry.variants[variant] ?? null) : null;
}

/** Every parcel the shell may ask a remote for (the server loads them ahead of the first visitor). */
export function ownersOfRemote(remote: string): BlockOwner[] {
  const owners = Object.values(BLOCK_TABLE).flatMap((entry) => {
    if (!entry) return [];
    return 'remote' in entry ? [entry] : Object.values(entry.variants);
  });
  return owners.filter((candidate, index) => candidate.remote === remote && owners.findIndex((other) => other.parcel === candidate.parcel && other.remote === remote) === index);
}
