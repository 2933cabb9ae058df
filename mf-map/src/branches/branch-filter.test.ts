import { branchOf, type Branch } from './branch';
import { filterBranches, NO_FILTER, withRegion } from './branch-filter';

const branch = (id: string, fields: Partial<Branch>): Branch => branchOf({ id, name: '', city: 'Київ', region: 'Київська область', ...fields });

const branches = [
  branch('101', { name: 'Відділення № 1 «Хрещатик»', address: 'вул. Хрещатик, 22', energyIndependent: true, inclusive: true }),
  branch('102', { name: 'Відділення № 2 «Палац Спорту»', address: 'вул. Велика Васильківська, 72', energyIndependent: true }),
  branch('106', { name: 'Відділення «Бровари»', city: 'Бровари', address: 'бульв. Незалежності, 7', inclusive: true }),
  branch('201', { name: 'Відділення «Площа Ринок»', city: 'Львів', region: 'Львівська область', address: 'пл. Ринок, 15', energyIndependent: true }),
  branch('1401', { name: 'Міні-відділення ТРЦ «Nikolsky»', city: 'Харків', region: 'Харківська область', address: "вул. Григорія Квітки-Основ'яненка, 2а" }),
];
const ids = (list: Branch[]) => list.map((item) => item.id);

describe('branch filter', () => {
  it('shows every branch with no filter', () => {
    expect(ids(filterBranches(branches, NO_FILTER))).toEqual(['101', '102', '106', '201', '1401']);
  });

  it('narrows by region, then by city within it', () => {
    const inKyivRegion = withRegion(NO_FILTER, 'Київська область');
    expect(ids(filterBranches(branches, inKyivRegion))).toEqual(['101', '102', '106']);
    expect(ids(filterBranches(branches, { ...inKyivRegion, city: 'Бровари' }))).toEqual(['106']);
  });

  it('keeps only energy independent and inclusive branches when both toggles are on', () => {
    expect(ids(filterBranches(branches, { ...NO_FILTER, energyIndependent: true }))).toEqual(['101', '102', '201']);
    expect(ids(filterBranches(branches, { ...NO_FILTER, inclusive: true }))).toEqual(['101', '106']);
    expect(ids(filterBranches(branches, { ...NO_FILTER, energyIndependent: true, inclusive: true }))).toEqual(['101']);
  });

  it('combines a region with a toggle', () => {
    expect(ids(filterBranches(branches, { ...withRegion(NO_FILTER, 'Київська область'), inclusive: true }))).toEqual(['101', '106']);
  });

  it('searches the name and the address, ignoring case and the kind of apostrophe', () => {
    expect(ids(filterBranches(branches, { ...NO_FILTER, search: 'хрещатик' }))).toEqual(['101']);
    expect(ids(filterBranches(branches, { ...NO_FILTER, search: '  РИНОК ' }))).toEqual(['201']);
    expect(ids(filterBranches(branches, { ...NO_FILTER, search: 'Основ’яненка' }))).toEqual(['1401']);
    expect(ids(filterBranches(branches, { ...NO_FILTER, search: 'Незалежності' }))).toEqual(['106']);
  });

  it('finds nothing when the search matches neither name nor address', () => {
    expect(filterBranches(branches, { ...NO_FILTER, search: 'Одеса' })).toEqual([]);
  });
});

describe('choosing a region', () => {
  it('resets the city and keeps the other filters', () => {
    const filter = { ...NO_FILTER, region: 'Київська область', city: 'Бровари', inclusive: true, search: 'бульв' };
    expect(withRegion(filter, 'Львівська область')).toEqual({ ...filter, region: 'Львівська область', city: '' });
  });

  it('resets the city when going back to all regions', () => {
    expect(withRegion({ ...NO_FILTER, region: 'Київська область', city: 'Київ' }, '')).toEqual(NO_FILTER);
  });
});
