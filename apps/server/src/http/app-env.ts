import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { AccessLog } from "../functions/define-function";

/** What every handler can read: Node's own request (absent under `app.request()`) and our variables. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    route: string;
    accessLog: AccessLog;
  };
};

/** A request header from Node's parsed headers when there are any: no Headers object is built. */
export function headerOf(c: Pick<Context<AppEnv>, "req" | "env">, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
