import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TestRuntime } from "./harness";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * The runtime's app behind Node's HTTP server on 127.0.0.1, as in production. Requests go through
 * node:http so a test can write any header a client could (Host, Origin, X-Forwarded-For).
 */
export async function serveOnLoopback(rt: Pick<TestRuntime, "app">) {
  const server = serve({ fetch: rt.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<RawResponse>((resolve, reject) => {
      // A connection per request: no keep-alive race with the server's idle timeout.
      const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    request,
    /** POST a function (JSON unless the headers say otherwise); answers status and parsed body. */
    async call(name: string, body: unknown, headers: Record<string, string> = {}) {
      const text = typeof body === "string" ? body : JSON.stringify(body);
      const res = await request(
        "POST",
        `/api/functions/${name}`,
        { "content-type": "application/json", ...headers },
        text,
      );
      return { status: res.status, body: JSON.parse(res.text) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
