import { allSettled, fork } from 'effector';
import { createContentClient, registerRuntimeConfig, registerSiteContentClient, type RuntimeConfig } from '@bank/shared-kit';
import { branchOf, type Branch } from '../branches/branch';
import { createBranchMapModel } from './branch-map-model';

const place = (id: string, name: string, lat: number, lng: number, fields: Partial<Branch> = {}): Branch =>
  branchOf({ id, name, city: 'Київ', region: 'Київська область', position: { lat, lng }, ...fields });

const khreshchatyk = place('101', 'Хрещатик', 50.4474, 30.5219);
const obolon = place('104', 'Оболонь', 50.505, 30.498);
const rynok = place('201', 'Площа Ринок', 49.8419, 24.0315, { city: 'Львів', region: 'Львівська область' });

const routeRequests: string[] = [];
let routeStatus = 200;

beforeAll(() => {
  registerRuntimeConfig({ routingServiceUrl: '/api/route' } as RuntimeConfig);
  registerSiteContentClient(
    createContentClient({
      baseUrl: '/api',
      currentPath: () => '/uk',
      navigate: () => undefined,
      fetch: async (input) => {
        routeRequests.push(String(input));
        const body = {
          code: 'Ok',
          routes: [
            {
              distance: 900,
              duration: 650,
              geometry: {
                coordinates: [
                  [24.03, 49.84],
                  [24.0315, 49.8419],
                ],
              },
              legs: [{ steps: [] }],
            },
          ],
        };
        return {
          status: routeStatus,
          ok: routeStatus === 200,
          statusText: '',
          headers: new Map<string, string>() as unknown as Headers,
          text: async () => JSON.stringify(body),
        } as Response;
      },
    }),
  );
});

let geolocation: { getCurrentPosition: jest.Mock };
beforeEach(() => {
  routeRequests.length = 0;
  routeStatus = 200;
  geolocation = { getCurrentPosition: jest.fn() };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
});

function visitorAt(lat: number, lng: number) {
  geolocation.getCurrentPosition.mockImplementation((success: PositionCallback) =>
    success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
  );
}

function setup() {
  const model = createBranchMapModel({
    language: 'uk',
    category: 0,
    list: { status: 'ready', branches: [khreshchatyk, obolon, rynok] },
    regions: [],
    view: 'list',
    page: 0,
  });
  return { model, scope: fork() };
}

describe('branch map model', () => {
  it('choosing a region resets the city and the page', async () => {
    const { model, scope } = setup();
    await allSettled(model.cityChosen, { scope, params: 'Київ' });
    await allSettled(model.pageChosen, { scope, params: 1 });
    await allSettled(model.regionChosen, { scope, params: 'Львівська область' });
    expect(scope.getState(model.$filter)).toMatchObject({ region: 'Львівська область', city: '' });
    expect(scope.getState(model.$page)).toBe(0);
    expect(scope.getState(model.$visible).map((branch) => branch.id)).toEqual(['201']);
  });

  it('a branch chosen in the list hands focus to its popup once, not a marker clicked on the map', async () => {
    const { model, scope } = setup();
    await allSettled(model.markerChosen, { scope, params: '101' });
    expect(scope.getState(model.$popupTakesFocus)).toBe(false);
    await allSettled(model.branchChosenInList, { scope, params: '104' });
    expect(scope.getState(model.$popupTakesFocus)).toBe(true);
    await allSettled(model.popupFocused, { scope });
    expect(scope.getState(model.$popupTakesFocus)).toBe(false);
  });

  it('the map is unavailable while its tiles fail, and available again once one loads', async () => {
    const { model, scope } = setup();
    expect(scope.getState(model.$tilesUnavailable)).toBe(false);
    await allSettled(model.tilesFailed, { scope });
    expect(scope.getState(model.$tilesUnavailable)).toBe(true);
    await allSettled(model.tileLoaded, { scope });
    expect(scope.getState(model.$tilesUnavailable)).toBe(false);
  });

  it('choosing a branch in the list switches to the map, centres on it and makes it the destination', async () => {
    const { model, scope } = setup();
    await allSettled(model.branchChosenInList, { scope, params: '104' });
    expect(scope.getState(model.$view)).toBe('map');
    expect(scope.getState(model.$focus)?.point).toEqual(obolon.position);
    expect(scope.getState(model.$destination)?.id).toBe('104');
  });

  it('without a chosen branch the destination is the nearest one to the visitor', async () => {
    const { model, scope } = setup();
    visitorAt(49.84, 24.03);
    await allSettled(model.findMeClicked, { scope });
    expect(scope.getState(model.$nearest)?.branch.id).toBe('201');
    expect(scope.getState(model.$destination)?.id).toBe('201');
  });

  it('a route mode does not start before the location is known, and says why', async () => {
    const { model, scope } = setup();
    await allSettled(model.routeModeClicked, { scope, params: 'WALKING' });
    expect(scope.getState(model.$routeMode)).toBeNull();
    expect(scope.getState(model.$routeNeedsLocation)).toBe(true);
    expect(routeRequests).toEqual([]);
  });

  it('a denied location is reported as denied', async () => {
    const { model, scope } = setup();
    geolocation.getCurrentPosition.mockImplementation((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    await allSettled(model.findMeClicked, { scope });
    expect(scope.getState(model.$locationProblem)).toBe('denied');
    expect(scope.getState(model.$location)).toBeNull();
  });

  it('walks, switches to driving, and clicking the active mode turns the route off', async () => {
    const { model, scope } = setup();
    visitorAt(49.84, 24.03);
    await allSettled(model.findMeClicked, { scope });
    await allSettled(model.routeModeClicked, { scope, params: 'WALKING' });
    expect(scope.getState(model.$directions)).toMatchObject({ mode: 'WALKING', destinationId: '201', distanceM: 900 });
    expect(routeRequests.at(-1)).toBe('/api/route/v1/walking/24.03,49.84;24.0315,49.8419?overview=full&geometries=geojson&steps=true');
    await allSettled(model.routeModeClicked, { scope, params: 'DRIVING' });
    expect(scope.getState(model.$directions)?.mode).toBe('DRIVING');
    await allSettled(model.routeModeClicked, { scope, params: 'DRIVING' });
    expect(scope.getState(model.$routeMode)).toBeNull();
    expect(scope.getState(model.$directions)).toBeNull();
  });

  it('a failing routing service is logged only', async () => {
    const { model, scope } = setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routeStatus = 502;
    visitorAt(49.84, 24.03);
    await allSettled(model.findMeClicked, { scope });
    await allSettled(model.routeModeClicked, { scope, params: 'DRIVING' });
    expect(logged).toHaveBeenCalledWith('error fetching directions', expect.anything());
    expect(scope.getState(model.$directions)).toBeNull();
    expect(scope.getState(model.$routeMode)).toBe('DRIVING');
    logged.mockRestore();
  });

  it('shows a branch the map calculator chose, even one not in the list', async () => {
    const { model, scope } = setup();
    await allSettled(model.branchShownFromBus, { scope, params: { branchId: 'partner-7', name: 'Партнер', lat: 50.4, lng: 30.6 } });
    expect(scope.getState(model.$selected)).toMatchObject({ id: 'partner-7', name: 'Партнер', position: { lat: 50.4, lng: 30.6 } });
    expect(scope.getState(model.$focus)?.point).toEqual({ lat: 50.4, lng: 30.6 });
    await allSettled(model.branchShownFromBus, { scope, params: { branchId: '101', name: 'Хрещатик', lat: 50.4474, lng: 30.5219 } });
    expect(scope.getState(model.$selected)).toBe(khreshchatyk);
  });
});
