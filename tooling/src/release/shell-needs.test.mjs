import { parcelsByRemote, shellBlockTable } from './shell-needs.mjs';

describe("the parcels the shell's block table needs", () => {
  it("reads the shell's own table, variants included", async () => {
    const needs = parcelsByRemote(await shellBlockTable());
    expect(needs.mf_content).toEqual(expect.arrayContaining(['./basic', './accordion']));
    expect(needs.mf_rates).toEqual(expect.arrayContaining(['./exchange-rates']));
  });

  it('lists each parcel once per remote and skips block types that render nothing', () => {
    const table = {
      basic: { remote: 'mf_content', parcel: './basic' },
      calculator: { variantField: 'type', variants: { A: { remote: 'mf_calculators', parcel: './calculator' }, B: { remote: 'mf_calculators', parcel: './calculator' } } },
      fly_date_calculate: null,
    };
    expect(parcelsByRemote(table)).toEqual({ mf_content: ['./basic'], mf_calculators: ['./calculator'] });
  });
});
