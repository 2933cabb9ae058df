import { blockOwner, ownersOfRemote, rendersNothing, setLiveBlockTable, type DeclaringRemote } from './block-table';

const block = (type: string, attributes: Record<string, unknown> = { field_block_title: 'x' }) => ({ id: '1', type, attributes });

const calculatorTypes = { variantField: 'field_calculator_type', variants: { IndCreditCalc: './calculator', MortgageCalc: './mortgage-calculator' } };
const liveRemotes: DeclaringRemote[] = [
  { name: 'mf_content', version: '1.0.0', blockTypes: { basic: './basic', blok_tablica_tekst_maltipl: './table-text-multiple' } },
  { name: 'mf_forms', version: '1.0.0', blockTypes: { subscribe: './subscribe' } },
  { name: 'mf_calculators', version: '1.0.0', blockTypes: { calculator: calculatorTypes, landing_v: './calculator', fly_date_calculate: null } },
  {
    name: 'mf_rates',
    version: '1.0.0',
    blockTypes: { calculator: { variantField: 'field_calculator_type', variants: { ExchangeRates: './exchange-rates' } } },
  },
];

describe('block table built from the live remotes’ declarations', () => {
  beforeEach(() => setLiveBlockTable(liveRemotes));

  it('gives each block type the remote and parcel that declare it', () => {
    expect(blockOwner(block('basic'))).toEqual({ remote: 'mf_content', parcel: './basic' });
    expect(blockOwner(block('subscribe'))).toEqual({ remote: 'mf_forms', parcel: './subscribe' });
    expect(blockOwner(block('blok_tablica_tekst_maltipl'))).toEqual({ remote: 'mf_content', parcel: './table-text-multiple' });
  });

  it('picks the owner of a calculator by its calculator type, across the remotes declaring its variants', () => {
    expect(blockOwner(block('calculator', { field_calculator_type: 'MortgageCalc' }))).toEqual({ remote: 'mf_calculators', parcel: './mortgage-calculator' });
    expect(blockOwner(block('calculator', { field_calculator_type: 'ExchangeRates' }))).toEqual({ remote: 'mf_rates', parcel: './exchange-rates' });
  });

  it('has no owner for a type or variant no live remote declares', () => {
    expect(blockOwner(block('promo_countdown'))).toBeNull();
    expect(blockOwner(block('calculator', { field_calculator_type: 'Astrology' }))).toBeNull();
  });

  it('knows a type a remote declares as rendering nothing', () => {
    expect(rendersNothing(block('fly_date_calculate'))).toBe(true);
    expect(rendersNothing(block('basic'))).toBe(false);
  });

  it('takes a new block type from a new live version, and drops it when that version is rolled back', () => {
    const withPromo = { name: 'mf_content', version: '1.1.0', blockTypes: { basic: './basic', promo_countdown: './promo-countdown' } };
    setLiveBlockTable([withPromo, ...liveRemotes.slice(1)]);
    expect(blockOwner(block('promo_countdown'))).toEqual({ remote: 'mf_content', parcel: './promo-countdown' });
    setLiveBlockTable(liveRemotes);
    expect(blockOwner(block('promo_countdown'))).toBeNull();
  });

  it('keeps the first claim of a type two remotes declare, and logs the clash', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setLiveBlockTable([...liveRemotes, { name: 'mf_search', version: '2.0.0', blockTypes: { basic: './SearchBox' } }]);
    expect(blockOwner(block('basic'))?.remote).toBe('mf_content');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('basic is declared by mf_content@1.0.0 and by mf_search@2.0.0'));
    error.mockRestore();
  });

  it('lists each parcel of a remote once', () => {
    expect(
      ownersOfRemote('mf_calculators')
        .map((owner) => owner.parcel)
        .sort(),
    ).toEqual(['./calculator', './mortgage-calculator']);
    expect(ownersOfRemote('mf_rates')).toEqual([{ remote: 'mf_rates', parcel: './exchange-rates' }]);
  });
});
