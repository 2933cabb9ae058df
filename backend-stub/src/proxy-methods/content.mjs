import { partnerBranches, partnerManager } from '../seed/content-partners.mjs';

// Partner programme operations of the content lists (partners popup, Branches tab).
export default {
  GetPartnerBranch: async ({ body, language }) => ({ branches: partnerBranches(String(body.partnerId ?? ''), language) }),
  GetPartnerManager: async ({ body, language }) => partnerManager(String(body.branchId ?? ''), language),
};
