import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { BRANCH_PAGE_SIZE, siteContentClient, type BranchSelected, type SiteLanguage } from '@bank/shared-kit';
import { readBranches, type Region } from '../api/branches-api';
import { readDirections } from '../api/directions-api';
import { branchOf, type Branch, type BranchCategory } from '../branches/branch';
import { filterBranches, NO_FILTER, withRegion } from '../branches/branch-filter';
import { nearestBranch } from '../branches/nearest-branch';
import type { Directions, RouteMode } from '../directions/directions';
import type { GeoPoint } from '../geo/geo-point';
import { locateVisitor, VisitorLocationError, type LocationProblem } from '../geo/visitor-location';

export type BranchList = { status: 'ready'; branches: Branch[] } | { status: 'failed' };
export type ListStatus = 'ready' | 'loading' | 'failed';
export type MapView = 'map' | 'list';

/** Where the map should look next; `seq` moves it again even to the same point. */
export interface MapFocus {
  point: GeoPoint;
  seq: number;
}

export interface BranchMapStart {
  language: SiteLanguage;
  category: BranchCategory;
  list: BranchList;
  regions: Region[];
  view: MapView;
  /** The list page the page's address asks for (its pager's links, followed without script); beyond the last, the last. */
  page: number;
}

interface RouteRequest {
  mode: RouteMode;
  from: GeoPoint;
  to: Branch & { position: GeoPoint };
}

const routeKey = (request: RouteRequest | null) =>
  request ? `${request.mode}|${request.from.lat},${request.from.lng}|${request.to.id}|${request.to.position.lat},${request.to.position.lng}` : null;

/** A branch the map calculator chose in its own form: shown even when it is not one of ours. */
function branchFromBus(selected: BranchSelected): Branch {
  return branchOf({
    id: selected.branchId,
    name: selected.name,
    position: Number.isFinite(selected.lat) && Number.isFinite(selected.lng) ? { lat: selected.lat, lng: selected.lng } : null,
  });
}

/**
 * The state of one branch map block. One model per mounted block (the home page and the map
 * calculator may show two), created from the loader's data so the first render matches the server's.
 */
export function createBranchMapModel(start: BranchMapStart) {
  const categoryChosen = createEvent<BranchCategory>();
  const retried = createEvent();
  const regionChosen = createEvent<string>();
  const cityChosen = createEvent<string>();
  const energyToggled = createEvent<boolean>();
  const inclusiveToggled = createEvent<boolean>();
  const searchChanged = createEvent<string>();
  const viewChosen = createEvent<MapView>();
  const pageChosen = createEvent<number>();
  const branchChosenInList = createEvent<string>();
  const markerChosen = createEvent<string>();
  const branchShownFromBus = createEvent<BranchSelected>();
  const findMeClicked = createEvent();
  const routeModeClicked = createEvent<RouteMode>();
  const tilesFailed = createEvent();
  const tileLoaded = createEvent();
  const popupFocused = createEvent();

  const loadBranchesFx = createEffect((category: BranchCategory) => readBranches(siteContentClient(), start.language, category));
  const locateFx = createEffect(locateVisitor);
  const directionsFx = createEffect(async (request: RouteRequest): Promise<Directions> => {
    try {
      const route = await readDirections(request.mode, request.from, request.to.position);
      return { mode: request.mode, destinationId: request.to.id, ...route };
    } catch (error) {
      // Spec, error catalogue: a failed directions request is only logged; the visitor sees nothing.
      console.error('error fetching directions', error);
      throw error;
    }
  });

  // Category and its list.
  const $category = createStore<BranchCategory>(start.category).on(categoryChosen, (_, category) => category);
  const $branches = createStore<Branch[]>(start.list.status === 'ready' ? start.list.branches : []);
  const $listStatus = createStore<ListStatus>(start.list.status).on(loadBranchesFx, () => 'loading');
  sample({ clock: categoryChosen, target: loadBranchesFx });
  sample({ clock: retried, source: $category, target: loadBranchesFx });
  // A late answer for a tab the visitor already left is dropped.
  const loadedForCurrent = sample({
    clock: loadBranchesFx.done,
    source: $category,
    filter: (category, { params }) => params === category,
    fn: (_, done) => done,
  });
  sample({ clock: loadedForCurrent, fn: ({ result }) => result, target: $branches });
  sample({ clock: loadedForCurrent, fn: (): ListStatus => 'ready', target: $listStatus });
  sample({
    clock: loadBranchesFx.fail,
    source: $category,
    filter: (category, { params }) => params === category,
    fn: (): ListStatus => 'failed',
    target: $listStatus,
  });

  // Filters, search and paging.
  const $regions = createStore<Region[]>(start.regions);
  const $filter = createStore(NO_FILTER)
    .on(regionChosen, withRegion)
    .on(cityChosen, (filter, city) => ({ ...filter, city }))
    .on(energyToggled, (filter, energyIndependent) => ({ ...filter, energyIndependent }))
    .on(inclusiveToggled, (filter, inclusive) => ({ ...filter, inclusive }))
    .on(searchChanged, (filter, search) => ({ ...filter, search }));
  const $visible = combine($branches, $filter, filterBranches);
  // Spec 4.9: the branch list page starts at 0, and starts again whenever the list changes.
  const $page = createStore(Math.max(0, Math.min(start.page, Math.ceil($visible.getState().length / BRANCH_PAGE_SIZE) - 1)))
    .on(pageChosen, (_, page) => page)
    .reset(categoryChosen, regionChosen, cityChosen, energyToggled, inclusiveToggled, searchChanged);
  const $pageCount = $visible.map((visible) => Math.ceil(visible.length / BRANCH_PAGE_SIZE));
  const $pageBranches = combine($visible, $page, (visible, page) => visible.slice(page * BRANCH_PAGE_SIZE, (page + 1) * BRANCH_PAGE_SIZE));

  // View and the chosen branch.
  const $view = createStore<MapView>(start.view)
    .on(viewChosen, (_, view) => view)
    .on(branchChosenInList, () => 'map');
  // "Show on map" takes away the button that had focus: focus goes to the map, then to the branch's popup.
  const $popupTakesFocus = createStore(false)
    .on(branchChosenInList, () => true)
    .on([popupFocused, viewChosen], () => false);
  // A tile that failed while none loaded: the map is only pins on a grey box, so the visitor is told and given the list.
  const $tilesUnavailable = createStore(false)
    .on(tilesFailed, () => true)
    .on(tileLoaded, () => false);
  const $selectedId = createStore<string | null>(null)
    .on([branchChosenInList, markerChosen], (_, id) => id)
    .reset(categoryChosen, branchShownFromBus);
  const $busBranch = createStore<BranchSelected | null>(null)
    .on(branchShownFromBus, (_, selected) => selected)
    .reset(branchChosenInList, markerChosen);
  const $selected = combine($branches, $selectedId, $busBranch, (branches, id, bus) => {
    if (id) return branches.find((branch) => branch.id === id) ?? null;
    if (bus) return branches.find((branch) => branch.id === bus.branchId) ?? branchFromBus(bus);
    return null;
  });

  // The visitor's location and the nearest branch.
  const $location = createStore<GeoPoint | null>(null).on(locateFx.doneData, (_, point) => point);
  const $locationProblem = createStore<LocationProblem | null>(null)
    .on(locateFx.failData, (_, error) => (error instanceof VisitorLocationError ? error.problem : 'unavailable'))
    .reset(locateFx);
  const $locating = locateFx.pending;
  sample({ clock: findMeClicked, source: $locating, filter: (locating) => !locating, fn: () => undefined, target: locateFx });
  const $nearest = combine($location, $visible, (location, visible) => (location ? nearestBranch(location, visible) : null));
  // Spec 4.9: the destination is the chosen branch, or else the nearest one.
  const $destination = combine($selected, $nearest, (selected, nearest) => (selected?.position ? selected : (nearest?.branch ?? null)));

  // Where the map looks.
  const $focus = createStore<MapFocus | null>(null);
  sample({
    clock: [sample({ clock: [branchChosenInList, markerChosen, branchShownFromBus], source: $selected }), locateFx.doneData.map(() => null)],
    source: { focus: $focus, selected: $selected, location: $location },
    fn: ({ focus, selected, location }) => {
      const point = selected?.position ?? location;
      return point ? { point, seq: (focus?.seq ?? 0) + 1 } : focus;
    },
    target: $focus,
  });

  // Routes: clicking the active mode turns it off; a mode starts only once the location is known.
  const $routeMode = createStore<RouteMode | null>(null);
  const $routeNeedsLocation = createStore(false).reset(locateFx.done);
  sample({
    clock: routeModeClicked,
    source: { mode: $routeMode, location: $location },
    fn: ({ mode, location }, clicked) => (clicked === mode ? null : location ? clicked : mode),
    target: $routeMode,
  });
  sample({ clock: routeModeClicked, source: $location, fn: (location) => location === null, target: $routeNeedsLocation });
  const $routeRequest = combine($routeMode, $location, $destination, (mode, from, to): RouteRequest | null =>
    mode && from && to?.position ? { mode, from, to: { ...to, position: to.position } } : null,
  );
  const $routeKey = $routeRequest.map(routeKey);
  const $directions = createStore<Directions | null>(null).reset($routeKey.updates);
  sample({ clock: $routeKey.updates, source: $routeRequest, filter: Boolean, target: directionsFx });
  sample({
    clock: directionsFx.done,
    source: $routeKey,
    filter: (key, { params }) => key === routeKey(params),
    fn: (_, { result }) => result,
    target: $directions,
  });

  return {
    categoryChosen,
    retried,
    regionChosen,
    cityChosen,
    energyToggled,
    inclusiveToggled,
    searchChanged,
    viewChosen,
    pageChosen,
    branchChosenInList,
    markerChosen,
    branchShownFromBus,
    findMeClicked,
    routeModeClicked,
    tilesFailed,
    tileLoaded,
    popupFocused,
    $popupTakesFocus,
    $tilesUnavailable,
    $category,
    $listStatus,
    $regions,
    $filter,
    $visible,
    $page,
    $pageCount,
    $pageBranches,
    $view,
    $selected,
    $location,
    $locationProblem,
    $locating,
    $nearest,
    $destination,
    $focus,
    $routeMode,
    $routeNeedsLocation,
    $directions,
  };
}

export type BranchMapModel = ReturnType<typeof createBranchMapModel>;
