/**
 * A read (GET) from a vendor's API: its HTTP status and JSON body (null when the body is not
 * JSON; a 2xx that is not JSON throws). Any failure is an ordinary error, retried by whoever asked:
 * a read never sends a card.
 */
export async function getVendorJson(
  vendor: string,
  url: string,
  init: { headers: Record<string, string>; timeoutMs: number },
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, { headers: init.headers, signal: AbortSignal.timeout(init.timeoutMs) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    if (res.ok) throw new Error(`${vendor} answered GET ${new URL(url).pathname} with something that is not JSON.`);
  }
  return { status: res.status, json };
}
