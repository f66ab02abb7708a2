import net from "node:net";

/**
 * A TCP proxy on loopback between the app and PostgreSQL. `cut()` drops every open connection and
 * closes the port (connections are refused, as when PostgreSQL is stopped); `restore()` listens
 * again on the same port; `loseAnswerTo()` drops one connection between a query and its answer. The cheap, reliable way to take the database away from a process.
 */
export async function startTcpProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  /** Armed by `loseAnswerTo`: the next query whose text matches, once, and who waits for its loss. */
  let armed: { pattern: RegExp; lost: () => void } | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      for (const s of [client, upstream]) {
        s.destroy();
        sockets.delete(s);
      }
    };
    for (const s of [client, upstream]) s.on("error", close).on("close", close);
    let losing: (() => void) | null = null;
    client.on("data", (chunk: Buffer) => {
      if (armed?.pattern.test(chunk.toString("latin1"))) {
        losing = armed.lost;
        armed = null;
      }
      upstream.write(chunk);
    });
    // PostgreSQL answers a query once it has run it (and, outside a transaction, committed it).
    upstream.on("data", (chunk: Buffer) => {
      if (!losing) return client.write(chunk);
      close();
      losing();
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    /** `databaseUrl` through the proxy. */
    url: url.toString(),
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closed;
    },
    /**
     * The next query whose text matches `pattern` reaches PostgreSQL and runs, but its connection
     * drops before the answer comes back: the app cannot know whether it happened. Resolves once
     * the answer is lost.
     */
    loseAnswerTo(pattern: RegExp) {
      return new Promise<void>((lost) => {
        armed = { pattern, lost };
      });
    },
    async restore() {
      await listen(port);
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
