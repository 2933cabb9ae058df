import { blockOwner, ownersOfRemote, rendersNothing } from './block-table';

const block = (type: string, attributes: Record<string, unknown> = { field_block_title: 'x' }) => ({ id: '1', type, attributes });

describe('block table', () => {
  it('gives each block type the remote and parcel that own it', () => {
    expect(blockOwner(block('basic'))).toEqual({ remote: 'mf_content', parcel: './basic' });
    expect(blockOwner(block('subscribe'))).toEqual({ remote: 'mf_forms', parcel: './subscribe' });
    expect(blockOwner(block('map'))).toEqual({ remote: 'mf_map', parcel: './branch-map' });
  });

  it('gives mf-content every presentational block type of spec 2.1', () => {
    for (const type of ['credit_debt_briefcase', 'lending', 'configs', 'partner_block', 'guarantees', 'accordion_and_files', 'blok_tablica_tekst_maltipl']) {
      expect(blockOwner(block(type))?.remote).toBe('mf_content');
    }
    expect(blockOwner(block('blok_tablica_tekst_maltipl'))?.parcel).toBe('./table-text-multiple');
  });

  it('picks the owner of a calculator by its calculator type', () => {
    expect(blockOwner(block('calculator', { field_calculator_type: 'IndCreditCalc' }))?.remote).toBe('mf_calculators');
    expect(blockOwner(block('calculator', { field_calculator_type: 'ExchangeRates' }))).toEqual({ remote: 'mf_rates', parcel: './exchange-rates' });
  });

  it('has no owner for an unknown type or an unknown calculator type', () => {
    expect(blockOwner(block('no_such_block'))).toBeNull();
    expect(blockOwner(block('calculator', { field_calculator_type: 'Astrology' }))).toBeNull();
  });

  it('knows that fly_date_calculate renders nothing', () => {
    expect(rendersNothing(block('fly_date_calculate'))).toBe(true);
    expect(rendersNothing(block('basic'))).toBe(false);
  });

  it('lists each parcel of a remote once', () => {
    const parcels = ownersOfRemote('mf_calculators').map((owner) => owner.parcel);
    expect(parcels).toContain('./calculator');
    expect(new Set(parcels).size).toBe(parcels.length);
    expect(ownersOfRemote('mf_rates').map((owner) => owner.parcel).sort()).toEqual(['./deposit-rates-table', './exchange-rates']);
  });
});
