import type { AdminActionRequest, OrderSearch } from "@civic/contracts/admin";
import type { OrderDeps } from "../orders/order-deps";
import { eraseOrder, type Operator, refundCard, refundRestOfOrder, resendEmail, retryCard } from "./actions";
import { loadNeedsAttention } from "./needs-attention";
import { loadAudit, loadOrderDetail } from "./order-detail";
import { loadOverview } from "./overview";
import { searchOrders } from "./search-orders";

/** The operator console's reads and audited actions. */
export function createAdminService(
  deps: OrderDeps & { vendors: { payments: string; mailing: string; email: string } },
) {
  return {
    overview: () => loadOverview(deps.db, deps.vendors),
    searchOrders: (search: OrderSearch) => searchOrders(deps.db, search),
    order: (orderId: string) => loadOrderDetail(deps.db, orderId),
    audit: () => loadAudit(deps.db, null),
    needsAttention: () => loadNeedsAttention(deps.db),
    retryCard: (op: Operator, cardId: string, req: AdminActionRequest) => retryCard(deps, op, cardId, req),
    refundCard: (op: Operator, cardId: string, req: AdminActionRequest) => refundCard(deps, op, cardId, req),
    refundRest: (op: Operator, orderId: string, req: AdminActionRequest) => refundRestOfOrder(deps, op, orderId, req),
    resendEmail: (op: Operator, emailId: string, req: AdminActionRequest) => resendEmail(deps, op, emailId, req),
    eraseOrder: (op: Operator, orderId: string, req: AdminActionRequest) => eraseOrder(deps, op, orderId, req),
  };
}
export type { Operator } from "./actions";
