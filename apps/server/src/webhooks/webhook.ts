import type { AppContext } from "../context";
import type { Config } from "../core/config";
import type { VendorEventRecord } from "../services/vendor-events";

/** One delivery as it arrived: the raw body (signatures cover it byte for byte) and its headers. */
export interface WebhookDelivery {
  rawBody: string;
  header(name: string): string | undefined;
}

/**
 * A vendor's webhook: how a delivery is verified, and what each kind of event does. The way is
 * the same for every vendor: verify and record once by the vendor's event id (receive-webhook.ts),
 * then the `process-vendor-event` job runs the handler of the event's kind
 * (jobs/process-vendor-event.ts).
 */
export interface WebhookProvider {
  name: VendorEventRecord["provider"];
  /**
   * For a vendor that signs nothing: the secret last segment of its URL
   * (/api/webhooks/{name}/{secret}); unset in the configuration, the webhook is not served.
   */
  pathSecret?: (config: Config) => string | undefined;
  /**
   * Checks the delivery (signature, age) and reads its event. A refusal is an AppError whose
   * status and message are the vendor's answer; null: acknowledged, nothing to record.
   */
  verify(app: AppContext, delivery: WebhookDelivery): Promise<VendorEventRecord | null>;
  /**
   * By recorded event type; a type without a handler is only marked processed. Safe to run twice.
   * A handler may answer the id of the order the event moved, when the event itself did not name it (the
   * console's timeline finds an order's events by it).
   */
  handlers: Record<string, (app: AppContext, payload: unknown) => Promise<unknown>>;
}
