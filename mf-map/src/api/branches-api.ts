import type { ContentClient, SiteLanguage } from '@bank/shared-kit';
import type { Branch, BranchCategory } from '../branches/branch';
import { parseGeoPoint } from '../geo/coordinates';

/** A place as gmappins sends it (spec 3.7, Branch). */
interface GmapPin {
  BranchId?: string | number;
  branchName?: string;
  city?: string;
  region?: string;
  address?: string;
  phone?: string;
  email?: string;
  workHour?: string;
  energy?: number | string;
  inclusivity?: number | string;
  pib?: string;
  googleGeo?: { LAT?: string | number; LNG?: string | number };
}

export interface Region {
  name: string;
  cities: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const flag = (value: unknown) => Number(value) === 1;

function branchFromPin(pin: GmapPin): Branch {
  return {
    id: text(pin.BranchId),
    name: text(pin.branchName),
    city: text(pin.city),
    region: text(pin.region),
    address: text(pin.address),
    phone: text(pin.phone),
    email: text(pin.email),
    workHours: text(pin.workHour),
    manager: text(pin.pib),
    energyIndependent: flag(pin.energy),
    inclusive: flag(pin.inclusivity),
    position: parseGeoPoint(pin.googleGeo?.LAT, pin.googleGeo?.LNG),
  };
}

/** GET /{lang}/jsonapi/wise/gmappins?branch={category}: the places of one category. */
export async function readBranches(client: ContentClient, language: SiteLanguage, category: BranchCategory): Promise<Branch[]> {
  const answer = await client.get<{ listBranch?: GmapPin[] } | unknown[]>(language, `/jsonapi/wise/gmappins?branch=${category}`);
  const pins = Array.isArray(answer) ? [] : (answer.listBranch ?? []);
  return pins.map(branchFromPin).filter((branch) => branch.id && branch.name);
}

/** GET /{lang}/jsonapi/wise/getpGetinformap?JSONFolder=city-list: regions with their cities. */
export async function readRegions(client: ContentClient, language: SiteLanguage): Promise<Region[]> {
  const answer = await client.get<{ listRegion?: Array<{ region?: string; cities?: string[] }> } | unknown[]>(
    language,
    '/jsonapi/wise/getpGetinformap?JSONFolder=city-list',
  );
  const regions = Array.isArray(answer) ? [] : (answer.listRegion ?? []);
  return regions.map((region) => ({ name: text(region.region), cities: (region.cities ?? []).map(text).filter(Boolean) })).filter((region) => region.name);
}
