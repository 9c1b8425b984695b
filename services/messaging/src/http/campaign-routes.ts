import { type Campaign, contactsApi } from '@pickup/contracts';
import { mountOperation, tenantOf, userOf } from '@pickup/kit';
import { Router } from 'express';
import { createLaunchCampaign } from '../domain/campaigns';
import type { CampaignRecord, Outreach } from '../domain/model';

const campaignView = (campaign: CampaignRecord): Campaign => ({
  id: campaign.id,
  kind: campaign.kind,
  listId: campaign.listId,
  listName: campaign.listName,
  status: campaign.status,
  recipients: campaign.recipients,
  sent: campaign.sent,
  failed: campaign.failed,
  skipped: campaign.skipped,
  createdAt: campaign.createdAt.toISOString(),
  finishedAt: campaign.finishedAt?.toISOString() ?? null,
});

/** The owner's campaigns: the launch campaign, and every campaign with its counts. */
export function campaignRoutes(outreach: Outreach): Router {
  const router = Router();

  mountOperation(router, contactsApi.createLaunchCampaign, async ({ body }, req, res) => {
    const user = userOf(req);
    const result = await createLaunchCampaign(
      outreach,
      { tenantId: tenantOf(req), actor: { userId: user.id, role: user.role } },
      body,
    );
    res.status(201);
    return result;
  });

  mountOperation(router, contactsApi.listCampaigns, async (_input, req) => ({
    campaigns: (await outreach.campaigns.all(tenantOf(req))).map(campaignView),
  }));

  return router;
}
