import type {
  AdminActionRequest,
  AdminOrderDetail,
  ConfirmAtVendorRequest,
  DirectoryFreshness,
  MailingHealth,
  OrderSearch,
} from "@civic/contracts/admin";
import type { Campaigns } from "../campaigns";
import { loadOrderDetail, searchOrders } from "../orders";
import {
  type ActionDeps,
  confirmUnknownCard,
  eraseOrder,
  type Operator,
  pauseVendor,
  refundCard,
  refundRestOfOrder,
  resendEmail,
  resumeVendor,
  retryCard,
  sendUnknownCardAgain,
  type VendorPauseDeps,
} from "./actions";
import { type ActionOutcome, loadAudit, runAudited } from "./audit-log";
import { loadNeedsAttention } from "./needs-attention";
import { loadOverview } from "./overview";

/** The operator console's reads and audited actions. */
export function createAdminService(
  deps: ActionDeps & {
    vendors: { payments: string; mailing: string; email: string };
    mailingHealth: () => Promise<MailingHealth[]>;
    directoryFreshness: () => Promise<DirectoryFreshness>;
    campaigns: Campaigns;
  } & VendorPauseDeps,
) {
  return {
    overview: async () => {
      const overview = await loadOverview(deps.db, deps.vendors);
      return {
        ...overview,
        directory: { ...overview.directory, freshness: await deps.directoryFreshness() },
        mailingHealth: await deps.mailingHealth(),
      };
    },
    searchOrders: (search: OrderSearch) => searchOrders(deps.db, search),
    async order(orderId: string): Promise<AdminOrderDetail | null> {
      const detail = await loadOrderDetail(deps.db, orderId);
      return detail && { ...detail, audit: await loadAudit(deps.db, orderId) };
    },
    audit: () => loadAudit(deps.db, null),
    needsAttention: () => loadNeedsAttention(deps.db),
    retryCard: (op: Operator, cardId: string, req: AdminActionRequest) => retryCard(deps, op, cardId, req),
    confirmAtVendor: (op: Operator, cardId: string, req: ConfirmAtVendorRequest) =>
      confirmUnknownCard(deps, op, cardId, req),
    pauseVendor: (op: Operator, vendor: string, req: AdminActionRequest) => pauseVendor(deps, op, vendor, req),
    resumeVendor: (op: Operator, vendor: string, req: AdminActionRequest) => resumeVendor(deps, op, vendor, req),
    sendAgain: (op: Operator, cardId: string, req: AdminActionRequest) => sendUnknownCardAgain(deps, op, cardId, req),
    refundCard: (op: Operator, cardId: string, req: AdminActionRequest) => refundCard(deps, op, cardId, req),
    refundRest: (op: Operator, orderId: string, req: AdminActionRequest) => refundRestOfOrder(deps, op, orderId, req),
    resendEmail: (op: Operator, emailId: string, req: AdminActionRequest) => resendEmail(deps, op, emailId, req),
    eraseOrder: (op: Operator, orderId: string, req: AdminActionRequest) => eraseOrder(deps, op, orderId, req),
    campaigns: (q: string | undefined) => deps.campaigns.search(q),
    /** Stops a campaign's link from taking cards; its page says it was suspended. Audited, and final. */
    suspendCampaign: (op: Operator, campaignId: string, req: AdminActionRequest) =>
      runAudited(
        deps.db,
        {
          operator: op.email,
          action: "suspend_campaign",
          targetType: "campaign",
          targetId: campaignId,
          orderId: null,
          reason: req.reason,
          idempotencyKey: req.idempotencyKey,
        },
        async (): Promise<ActionOutcome> => {
          const { found, changed } = await deps.campaigns.suspend(campaignId);
          if (!found) return { result: "refused", message: "There is no such campaign." };
          if (!changed) return { result: "no_change", message: "This campaign was already suspended." };
          return { result: "succeeded", message: "The campaign is suspended: its link takes no more cards." };
        },
      ),
    /** Pauses (or resumes) a campaign's sponsored cards: its senders pay meanwhile. Audited. */
    setSponsorshipPaused: (op: Operator, campaignId: string, paused: boolean, req: AdminActionRequest) =>
      runAudited(
        deps.db,
        {
          operator: op.email,
          action: paused ? "pause_sponsorship" : "resume_sponsorship",
          targetType: "campaign",
          targetId: campaignId,
          orderId: null,
          reason: req.reason,
          idempotencyKey: req.idempotencyKey,
        },
        async (): Promise<ActionOutcome> => {
          const { found, changed } = await deps.campaigns.pauseSponsorship(campaignId, paused);
          if (!found) return { result: "refused", message: "This campaign has no sponsored cards." };
          if (!changed) {
            return { result: "no_change", message: `Its sponsored cards were already ${paused ? "paused" : "on"}.` };
          }
          return paused
            ? { result: "succeeded", message: "Sponsored cards are paused: its senders pay for their cards." }
            : { result: "succeeded", message: "Sponsored cards are on again." };
        },
      ),
  };
}
export type { Operator } from "./actions";
