import type { GeoPoint } from '../geo/geo-point';

/** Category index of gmappins: branches, mini-branches, business centres, ATMs. */
export type BranchCategory = 0 | 1 | 2 | 3;
export const BRANCH_CATEGORIES: readonly BranchCategory[] = [0, 1, 2, 3];

/** A place of service as the map shows it. */
export interface Branch {
  id: string;
  name: string;
  city: string;
  region: string;
  address: string;
  phone: string;
  email: string;
  workHours: string;
  manager: string;
  energyIndependent: boolean;
  inclusive: boolean;
  /** Null when the content system's coordinates are missing or broken: listed, but not on the map. */
  position: GeoPoint | null;
}

/** A branch known only by some of its fields (a partner branch chosen in the map calculator, a test case). */
export function branchOf(fields: Pick<Branch, 'id' | 'name'> & Partial<Branch>): Branch {
  return {
    city: '',
    region: '',
    address: '',
    phone: '',
    email: '',
    workHours: '',
    manager: '',
    energyIndependent: false,
    inclusive: false,
    position: null,
    ...fields,
  };
}
