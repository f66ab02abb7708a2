import { MailingVendorError } from "./mailing-vendor";

/** Network errors that happen before a request could have been sent: the card certainly did not arrive. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One create call to a vendor that has no idempotency key, classified so that a card is never
 * mailed twice (docs/decisions/0035): refused before sending (connection refused, DNS) or 429 is
 * `not_sent` (retried); a timeout, a lost connection, a 5xx or an unreadable body is `unknown`
 * (an operator decides); another 4xx is `refused` (the card fails and is refunded). Answers the
 * parsed JSON of a 2xx (null when it is not JSON: the caller's schema then says `unknown`).
 */
export async function createOrderCall(
  vendor: string,
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    const code = causeCode(err);
    if (code && NOT_SENT_CODES.has(code)) {
      throw new MailingVendorError(`${vendor} could not be reached (${code}).`, "not_sent");
    }
    const timedOut = err instanceof Error && err.name === "TimeoutError";
    throw new MailingVendorError(
      timedOut
        ? `${vendor} did not answer within ${init.timeoutMs / 1000} s; it may have taken the card.`
        : `The connection to ${vendor} was lost (${code ?? "no answer"}); it may have taken the card.`,
      "unknown",
    );
  }
  const text = await res.text().catch(() => null);
  if (res.status === 429) throw new MailingVendorError(`${vendor} asked us to slow down (HTTP 429).`, "not_sent");
  if (res.status >= 500 || text === null) {
    throw new MailingVendorError(
      `${vendor} failed on its side (HTTP ${res.status}); it may have taken the card.`,
      "unknown",
    );
  }
  if (!res.ok) {
    throw new MailingVendorError(
      `${vendor} refused the card (HTTP ${res.status}): ${describeRefusal(text)}`,
      "refused",
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What a refusal says: its `error` or `message` (both vendors use one of them), else the body, cut. */
function describeRefusal(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.slice(0, 300) || "no details";
  }
  const said = json && typeof json === "object" ? (json as { error?: unknown; message?: unknown }) : {};
  const detail = [said.error, said.message].find((v): v is string => typeof v === "string" && v.length > 0);
  return detail ?? JSON.stringify(json).slice(0, 300);
}
