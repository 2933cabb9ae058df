/** @jest-environment node */
import { createContentClient } from '@bank/shared-kit';
import { readBranches, readRegions } from './branches-api';

function clientAnswering(body: unknown, status = 200) {
  const requests: string[] = [];
  const client = createContentClient({
    baseUrl: '/api',
    currentPath: () => '/uk',
    navigate: () => undefined,
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(JSON.stringify(body), { status });
    },
  });
  return { client, requests };
}

describe('gmappins', () => {
  it('asks for one category and reads text coordinates, flags and fields', async () => {
    const { client, requests } = clientAnswering({
      listBranch: [
        {
          BranchId: '101',
          branchName: 'Відділення № 1',
          city: 'Київ',
          region: 'Київська область',
          address: 'вул. Хрещатик, 22',
          phone: '+380 44 590 10 01',
          email: 'khreshchatyk@bank.ua',
          workHour: 'Пн–Пт 09:00–18:00',
          energy: 1,
          inclusivity: '0',
          pib: 'Коваленко Олена Петрівна',
          googleGeo: { LAT: '50,4474', LNG: '30,5219' },
        },
        { BranchId: '102', branchName: 'Без координат', googleGeo: { LAT: 'н/д', LNG: '' } },
      ],
    });
    const branches = await readBranches(client, 'uk', 3);
    expect(requests).toEqual(['/api/uk/jsonapi/wise/gmappins?branch=3']);
    expect(branches[0]).toMatchObject({
      id: '101',
      manager: 'Коваленко Олена Петрівна',
      workHours: 'Пн–Пт 09:00–18:00',
      energyIndependent: true,
      inclusive: false,
      position: { lat: 50.4474, lng: 30.5219 },
    });
    expect(branches[1]).toMatchObject({ id: '102', position: null });
  });

  it('reads an answer without a list as no branches', async () => {
    const { client } = clientAnswering({});
    await expect(readBranches(client, 'ru', 0)).resolves.toEqual([]);
  });

  it('rejects when the server fails, so the block can offer a retry', async () => {
    const { client } = clientAnswering({ message: 'Internal error' }, 500);
    await expect(readBranches(client, 'uk', 0)).rejects.toThrow('Internal error');
  });
});

describe('city list', () => {
  it('gives regions with their cities', async () => {
    const { client, requests } = clientAnswering({ listRegion: [{ region: 'Львівська область', cities: ['Львів'] }, { cities: ['?'] }] });
    await expect(readRegions(client, 'uk')).resolves.toEqual([{ name: 'Львівська область', cities: ['Львів'] }]);
    expect(requests).toEqual(['/api/uk/jsonapi/wise/getpGetinformap?JSONFolder=city-list']);
  });
});
