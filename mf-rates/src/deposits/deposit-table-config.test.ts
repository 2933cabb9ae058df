import { depositTableConfig, initialDepositCurrency, productsAvailable } from './deposit-table-config';
import type { DepositProductTable } from './deposit-table';

describe('the deposits table configuration', () => {
  it('reads the configured currencies, the client type and the form', () => {
    const config = depositTableConfig({ field_currency: ['uah', 'USD', 'EUR'], field_type_client: '6', field_form_id: 'deposit_request' }, 'individuals');
    expect(config).toEqual({ currencies: ['UAH', 'USD', 'EUR'], typeClient: 6, formId: 'deposit_request', availableProducts: {} });
  });

  it('takes the client type from the audience when the block has none, and UAH when no currency is configured', () => {
    expect(depositTableConfig({}, 'business')).toMatchObject({ currencies: ['UAH'], typeClient: 6, formId: null });
    expect(depositTableConfig({ field_currency: 'USD, EUR' }, 'individuals')).toMatchObject({ currencies: ['USD', 'EUR'], typeClient: 7 });
  });

  it('opens on UAH when configured, else on the first currency', () => {
    expect(initialDepositCurrency(depositTableConfig({ field_currency: ['USD', 'UAH'] }, 'individuals'))).toBe('UAH');
    expect(initialDepositCurrency(depositTableConfig({ field_currency: ['EUR', 'USD'] }, 'individuals'))).toBe('EUR');
  });

  it('shows only the products available in a currency when the block lists them', () => {
    const config = depositTableConfig({ field_available_products_usd: ['3112'] }, 'individuals');
    const product = (productId: string): DepositProductTable => ({ productId, productName: productId, advantages: [], terms: [], rows: [] });
    expect(productsAvailable([product('3111'), product('3112')], config, 'USD').map((p) => p.productId)).toEqual(['3112']);
    expect(productsAvailable([product('3101'), product('3102')], config, 'UAH')).toHaveLength(2);
  });
});
