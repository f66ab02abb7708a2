import type { OrderStatus } from "@civic/contracts/order-status";
import { useEffect, useState } from "react";
import { ApiError, invoke } from "@/lib/api-client";

type OrderView =
  | { state: "loading" }
  | { state: "not-found" }
  /** What went wrong, said by the page in its language (lib/server-message.ts). */
  | { state: "error"; error: unknown }
  | { state: "ready"; order: OrderStatus };

/** When the live stream cannot be kept open (a proxy that buffers it), re-read this often. */
const POLL_MS = 10_000;

/**
 * The order behind a status-page token, kept current while the page is open: the server pushes
 * every change (server-sent events); if the stream fails, the page asks again every 10 s.
 */
export function useOrderStatus(token: string) {
  const [view, setView] = useState<OrderView>({ state: "loading" });

  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    const show = (order: OrderStatus) => {
      if (!stopped) setView({ state: "ready", order });
    };
    /** Resolves true when the order was shown. A dropped connection keeps what is on screen. */
    const load = () =>
      invoke("order-status", { token }).then(
        (order) => {
          show(order);
          return true;
        },
        (err: unknown) => {
          if (stopped) return false;
          if (err instanceof ApiError && err.status === 404) setView({ state: "not-found" });
          else {
            setView((v) => (v.state === "ready" ? v : { state: "error", error: err }));
          }
          return false;
        },
      );

    void load().then((found) => {
      if (stopped || !found) return;
      source = new EventSource(`/api/orders/${encodeURIComponent(token)}/events`);
      source.addEventListener("status", (e) => show(JSON.parse((e as MessageEvent<string>).data) as OrderStatus));
      source.onerror = () => {
        // The browser reconnects by itself unless the stream was refused; then fall back to asking.
        // Asked at once too: a stream refused because the link was replaced shows "Not found" now.
        if (source?.readyState === EventSource.CLOSED && !poll) {
          void load();
          poll = setInterval(load, POLL_MS);
        }
      };
    });
    return () => {
      stopped = true;
      source?.close();
      clearInterval(poll);
    };
  }, [token]);

  return { view, replace: (order: OrderStatus) => setView({ state: "ready", order }) };
}
