import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { errorCodes } from "@civic/contracts/errors";
import { createAdaptorServer, type HttpBindings } from "@hono/node-server";
import { type Config, ConfigError, loadConfig } from "./core/config";
import { flushErrorReporting, startErrorReporting, stopErrorReporting } from "./core/error-reporting";
import { createLogger } from "./core/logger";
import { StartupError } from "./core/startup-error";
import { isDatabaseUnavailable } from "./core/unavailable";
import { startOperationsServer } from "./http/operations";
import { type Runtime, startRuntime } from "./runtime";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  await startErrorReporting(config);
  // A promise left unawaited inside a library (pg-boss records a job's outcome that way) rejects
  // when PostgreSQL is away: that is an outage to wait out, not a reason to exit.
  process.on("unhandledRejection", (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.warn({ err: String((reason as Error)?.message ?? reason) }, "database unavailable (unawaited call)");
      return;
    }
    log.fatal({ err: reason }, "unhandled rejection; exiting");
    void flushErrorReporting().finally(() => process.exit(1));
  });

  // A stop asked for while the process starts (an orchestrator's SIGTERM, a Ctrl-C during a first
  // start's import) waits for the start to end, then stops as any other. Without a handler this
  // early, the signal's default action ended the process at once, leaving an embedded database up.
  let shutdown: ((signal: string) => Promise<void>) | undefined;
  let stopAsked: string | undefined;
  let startDeadline: NodeJS.Timeout | undefined;
  const onSignal = (signal: string) => {
    if (shutdown) void shutdown(signal);
    else if (!stopAsked) {
      stopAsked = signal;
      // A start that does not end (waiting on a lock another process holds) still stops.
      startDeadline = setTimeout(() => {
        log.error({ signal }, "stop asked while starting, and the start did not end; exiting");
        process.exit(1);
      }, 30_000).unref();
    }
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  // The port first: a second copy started by mistake stops here, before it starts a database,
  // imports the directory or takes jobs. Until the runtime is ready, requests get a 503.
  let runtime: Runtime | undefined;
  let draining = false;
  const server =
    config.ROLE === "worker"
      ? null
      : await listen(config, (req, env) =>
          draining && new URL(req.url).pathname === "/readyz" ? notReady() : runtime?.app.fetch(req, env),
        );
  // Once stopping, every answer closes its connection, so no client sends another request on it.
  server?.prependListener("request", (_req, res) => {
    if (draining) res.setHeader("connection", "close");
  });
  runtime = await startRuntime(config, log);
  const operations = config.METRICS_PORT ? await startOperationsServer(runtime.ctx, config.METRICS_PORT) : null;

  let stopping = false;
  shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(startDeadline); // the start ended: the stop's own limit applies from here
    draining = true;
    const force = setTimeout(
      () => {
        log.error("shutdown took too long; exiting");
        process.exit(1);
      },
      30_000 + config.SHUTDOWN_DRAIN_SECONDS * 1000,
    );
    force.unref();
    if (server && config.SHUTDOWN_DRAIN_SECONDS > 0) {
      // /readyz says 503 while requests are still served, so a load balancer stops sending new ones
      // before the port closes.
      log.info({ signal, seconds: config.SHUTDOWN_DRAIN_SECONDS }, "shutting down: draining");
      await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
    log.info({ signal }, "shutting down: finishing in-flight requests");
    // Open status pages' live updates end now (the pages fall back to asking): a stream never ends
    // by itself, so it would hold the stop until the force timer.
    runtime?.ctx.services.orderStatus.closeStreams();
    if (server?.listening) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    }
    await operations?.close();
    await runtime?.stop();
    await stopErrorReporting();
    log.info("stopped");
    process.exit(exitCode);
  };
  // Asked to stop while starting: nothing more starts. From here to the end nothing awaits, so a
  // signal cannot come between the handler and the warm-ups.
  if (stopAsked) return void shutdown(stopAsked);
  if (server) {
    const { port } = server.address() as AddressInfo;
    log.info({ port, role: config.ROLE }, `Civic Postcard listening on http://localhost:${port}`);
  }
  // Render threads start now (loading satori, resvg and the renderer), not on the first preview.
  if (config.ROLE !== "worker") runtime.ctx.services.cards.warmUp();
  // And where jobs write print files, each front's print image (about 76 MB to draw, 168 KB kept)
  // is drawn now, one at a time, instead of beside the first previews under load.
  if (config.ROLE !== "web" && config.PRINT_WARM_UP) runtime.ctx.services.cards.warmUpPrints();
}

const notReady = () =>
  new Response(JSON.stringify({ status: "not_ready" }), {
    status: 503,
    headers: { "content-type": "application/json" },
  });

const starting = JSON.stringify({
  error: { code: errorCodes.notConfigured, message: "The server is starting. Please try again in a moment." },
});

/** Binds PORT/HOST, or stops with one line that says why. */
function listen(
  config: Config,
  fetch: (req: Request, env: Partial<HttpBindings>) => Response | Promise<Response> | undefined,
) {
  const server = createAdaptorServer({
    fetch: (req, env) =>
      fetch(req, env as HttpBindings) ??
      new Response(starting, { status: 503, headers: { "content-type": "application/json", "retry-after": "2" } }),
  }) as Server;
  return new Promise<Server>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new StartupError(`Port ${config.PORT} is already in use: stop the other process or set PORT.`)
          : err.code === "EACCES"
            ? new StartupError(`Port ${config.PORT} needs privileges this user lacks: set PORT to 1024 or above.`)
            : err,
      ),
    );
    server.listen(config.PORT, config.HOST, () => resolve(server));
  });
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
