import { AUDIENCE_IDS, type Audience } from '@bank/shared-kit';
import type { DepositProductTable } from './deposit-table';

/** Spec 3.7 and 9: the deposits table opens on the hryvnia. */
const DEFAULT_DEPOSIT_CURRENCY = 'UAH';

/** The block attributes of an api_table (spec 3.7). */
export interface DepositTableAttributes {
  field_block_title?: string;
  /** The currencies of the switcher: a list, or codes separated by commas. */
  field_currency?: string[] | string;
  field_type_client?: number | string;
  field_form_id?: string;
  /** field_available_products_uah, _usd...: product ids shown for that currency; absent shows all. */
  [availableProducts: `field_available_products_${string}`]: Array<string | number> | string | undefined;
}

export interface DepositTableConfig {
  currencies: string[];
  typeClient: number;
  formId: string | null;
  availableProducts: Record<string, string[]>;
}

const listOf = (value: Array<string | number> | string | undefined): string[] =>
  (Array.isArray(value) ? value.map(String) : (value ?? '').split(',')).map((item) => item.trim()).filter(Boolean);

export function depositTableConfig(attributes: DepositTableAttributes, audience: Audience): DepositTableConfig {
  const currencies = listOf(attributes.field_currency).map((code) => code.toUpperCase());
  const availableProducts: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(attributes)) {
    const match = /^field_available_products_([a-z]+)$/.exec(key);
    if (match?.[1]) availableProducts[match[1].toUpperCase()] = listOf(value as Array<string | number> | string | undefined);
  }
  return {
    currencies: currencies.length > 0 ? currencies : [DEFAULT_DEPOSIT_CURRENCY],
    typeClient: Number(attributes.field_type_client) || AUDIENCE_IDS[audience],
    formId: attributes.field_form_id || null,
    availableProducts,
  };
}

/** The currency the table opens on: UAH when configured, else the first configured. */
export function initialDepositCurrency(config: DepositTableConfig): string {
  return config.currencies.includes(DEFAULT_DEPOSIT_CURRENCY) ? DEFAULT_DEPOSIT_CURRENCY : (config.currencies[0] ?? DEFAULT_DEPOSIT_CURRENCY);
}

export function productsAvailable(products: DepositProductTable[], config: DepositTableConfig, currency: string): DepositProductTable[] {
  const ids = config.availableProducts[currency];
  return ids && ids.length > 0 ? products.filter((product) => ids.includes(product.productId)) : products;
}
