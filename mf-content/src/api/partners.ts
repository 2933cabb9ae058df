import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

export interface PartnerBranch {
  branchId: string;
  address: string;
}

export interface PartnerManager {
  branchId: string;
  PIB: string;
  phone?: string;
}

const operation = (name: string) => `/jsonapi/wise/proxyrequest?method=${name}`;
// Both operations only read: the server shares one answer per body across its renders.
const READ = { read: true };

export async function readPartnerBranches(client: ContentClient, language: SiteLanguage, partnerId: string): Promise<PartnerBranch[]> {
  const answer = await client.post<{ branches?: PartnerBranch[] }>(language, operation('GetPartnerBranch'), { partnerId }, READ);
  return answer.branches ?? [];
}

export function readPartnerManager(client: ContentClient, language: SiteLanguage, branchId: string): Promise<PartnerManager> {
  return client.post<PartnerManager>(language, operation('GetPartnerManager'), { branchId }, READ);
}
