import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config";
import { startOperationsServer } from "./http/operations";
import { flushErrorReporting, startErrorReporting } from "./observability/error-reporting";
import { createLogger } from "./observability/logger";
import { startRuntime } from "./runtime";

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
  const runtime = await startRuntime(config, log);
  const operations = config.METRICS_PORT ? await startOperationsServer(runtime.ctx, config.METRICS_PORT) : null;

  const server =
    config.ROLE === "worker"
      ? null
      : serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
          log.info({ port: info.port, role: config.ROLE }, `Civic Postcard listening on http://localhost:${info.port}`);
        });

  server?.on("error", (err: NodeJS.ErrnoException) => {
    log.fatal(
      { code: err.code },
      err.code === "EADDRINUSE"
        ? `Port ${config.PORT} is already in use: stop the other process or set PORT.`
        : err.message,
    );
    void shutdown("listen error", 1);
  });

  let stopping = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 30_000);
    force.unref();
    if (server?.listening) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ("closeIdleConnections" in server) server.closeIdleConnections();
      await closed;
    }
    await operations?.close();
    await runtime.stop();
    await flushErrorReporting();
    log.info("stopped");
    process.exit(exitCode);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
