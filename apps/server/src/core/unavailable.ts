/**
 * Whether an error means "PostgreSQL cannot be reached right now" rather than a fault of ours:
 * the connection was refused, reset or timed out (node-postgres, Kysely and pg-boss all pass
 * these through, sometimes as a `cause` or inside an AggregateError), or the server said it is
 * shutting down, starting up, or out of connections. Such a failure is answered 503 `unavailable`
 * with Retry-After (http/app.ts) and waited out by the job workers (jobs/queue.ts), never a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown): boolean => {
    if (!e || typeof e !== "object" || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
    return visit(cause) || (Array.isArray(errors) && errors.some(visit));
  };
  return visit(err);
}

/** Node's socket errors on connect, read or write. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE: class 08 (connection exception), 57P01–57P03 (admin or crash shutdown, cannot connect
 * now: starting up or shutting down) and 53300 (too many connections).
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres says these without a code. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection terminated due to connection timeout)/;

/**
 * Runs `op` until it succeeds, asking again while the database is unreachable (1 s, then up to
 * 5 s apart) for at most `withinMs`; `onWait` hears each outage error. Any other failure, or the
 * time running out, is thrown. For a step that must not be skipped once its effect has happened
 * elsewhere (an email handed to SMTP, a job's outcome).
 */
export async function retryWhileUnavailable<T>(
  op: () => Promise<T>,
  withinMs: number,
  onWait: (err: unknown) => void = () => {},
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (let wait = 1_000; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await op();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() + wait > deadline) throw err;
      onWait(err);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
