import { BRANCHES } from '../seed/map-branches.mjs';
import { MINI_BRANCHES } from '../seed/map-mini-branches.mjs';
import { BUSINESS_CENTRES } from '../seed/map-business-centres.mjs';
import { ATMS } from '../seed/map-atms.mjs';
import { CITY_LIST } from '../seed/map-cities.mjs';
import { localise } from '../languages.mjs';
import { parseWaypoints, planRoute, routeProfile } from '../routing/osrm-route.mjs';

// Category index as the map page sends it: branches, mini-branches, business centres, ATMs.
const CATEGORIES = [BRANCHES, MINI_BRANCHES, BUSINESS_CENTRES, ATMS];

/**
 * GET /{lang}/jsonapi/wise/gmappins?branch={0..3} — the places of one category;
 * GET /{lang}/jsonapi/wise/getpGetinformap?JSONFolder=city-list — regions and their cities;
 * GET /route/v1/{profile}/{lng,lat;lng,lat} — an OSRM-compatible route (no language: it is a map service).
 */
export default async function map(app) {
  app.get('/:lang/jsonapi/wise/gmappins', async (request, reply) => {
    const places = CATEGORIES[Number(request.query.branch)];
    if (!/^\d$/.test(String(request.query.branch)) || !places) {
      return reply.code(400).send({ message: `Unknown branch category ${request.query.branch}` });
    }
    return { listBranch: localise(places, request.params.lang) };
  });

  app.get('/:lang/jsonapi/wise/getpGetinformap', async (request, reply) => {
    if (request.query.JSONFolder !== 'city-list') {
      return reply.code(404).send({ message: `No folder ${request.query.JSONFolder}` });
    }
    return localise(CITY_LIST, request.params.lang);
  });

  app.get('/route/v1/:profile/:coordinates', async (request, reply) => {
    const profile = routeProfile(request.params.profile);
    if (!profile) return reply.code(400).send({ code: 'InvalidOptions', message: `Profile ${request.params.profile} is not known` });
    const waypoints = parseWaypoints(request.params.coordinates);
    if (!waypoints) return reply.code(400).send({ code: 'InvalidQuery', message: 'Query string malformed' });
    return planRoute(profile, waypoints);
  });
}
