import { createEffect, createStore } from 'effector';
import { siteContentClient, type SiteLanguage } from '@bank/shared-kit';
import { readPartnerBranches, readPartnerManager, type PartnerBranch } from '../api/partners';

interface PartnerBranchWithManager extends PartnerBranch {
  manager: string | null;
  phone: string | null;
}

export type PartnerBranchesState = { status: 'loading' } | { status: 'ready'; branches: PartnerBranchWithManager[] } | { status: 'failed' };

/** A partner's branches (GetPartnerBranch) with each branch's manager (GetPartnerManager). */
export const partnerBranchesFx = createEffect(async ({ partnerId, language }: { partnerId: string; language: SiteLanguage }) => {
  const client = siteContentClient();
  const branches = await readPartnerBranches(client, language, partnerId);
  return Promise.all(
    branches.map(async (branch) => {
      const manager = await readPartnerManager(client, language, branch.branchId).catch(() => null);
      return { ...branch, manager: manager?.PIB ?? null, phone: manager?.phone ?? null };
    }),
  );
});

export const $partnerBranches = createStore<Record<string, PartnerBranchesState>>({})
  .on(partnerBranchesFx, (all, { partnerId }) => ({ ...all, [partnerId]: { status: 'loading' } }))
  .on(partnerBranchesFx.done, (all, { params, result }) => ({ ...all, [params.partnerId]: { status: 'ready', branches: result } }))
  .on(partnerBranchesFx.fail, (all, { params }) => ({ ...all, [params.partnerId]: { status: 'failed' } }));
