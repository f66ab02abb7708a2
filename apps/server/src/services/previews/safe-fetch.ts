import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import zlib from "node:zlib";
import type { AddressPolicy } from "./address-policy";

export interface SafeFetchOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Resolver, injectable so tests never query real DNS. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** A refusal or failure whose message is safe to show and to cache. */
export class SafeFetchError extends Error {}

const defaultResolve = async (hostname: string) => (await dns.lookup(hostname, { all: true })).map((a) => a.address);

/**
 * GET an http(s) page without letting it reach internal addresses: the host is resolved first, every
 * address is checked against the policy, and the connection is pinned to the checked address (so a
 * second DNS answer cannot swap in 127.0.0.1). Redirects are followed by hand and checked the same
 * way. Time covers the whole chain; the body is cut off at maxBytes.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const address = await checkedAddress(url.hostname, options);
    const res = await request(url, address, signal, options.maxBytes);
    if (res.location !== undefined && res.status >= 300 && res.status < 400) {
      if (hop >= options.maxRedirects) throw new SafeFetchError("The page redirects too many times.");
      url = parseHttpUrl(new URL(res.location, url).toString());
      continue;
    }
    return { url: url.toString(), status: res.status, contentType: res.contentType, body: res.body };
  }
}

export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("That is not a web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("Only http and https addresses can be previewed.");
  }
  if (url.username || url.password) throw new SafeFetchError("Addresses with credentials are not previewed.");
  return url;
}

async function checkedAddress(hostname: string, options: SafeFetchOptions): Promise<string> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(bare);
    } catch {
      throw new SafeFetchError("The site's address could not be found.");
    }
  }
  // Every answer must be allowed: a mixed answer is how rebinding attacks hide an internal address.
  if (addresses.length === 0 || !addresses.every(options.policy)) {
    throw new SafeFetchError("This address is not allowed.");
  }
  return addresses[0] as string;
}

interface RawResponse {
  status: number;
  location?: string;
  contentType: string;
  body: string;
}

function request(url: URL, address: string, signal: AbortSignal, maxBytes: number): Promise<RawResponse> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new SafeFetchError(message));
    const req = client.request(
      url,
      {
        method: "GET",
        signal,
        headers: {
          "user-agent": "CivicPostcardPreview/1.0 (+link preview)",
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
        },
        // Connect only to the address that passed the policy, whatever DNS says now.
        lookup: (_host, opts, cb) => {
          const family = net.isIP(address);
          if ((opts as { all?: boolean }).all)
            (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else cb(null, address, family);
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        const contentType = String(res.headers["content-type"] ?? "");
        if (location !== undefined && status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location, contentType, body: "" });
          return;
        }
        const encoding = String(res.headers["content-encoding"] ?? "").toLowerCase();
        const stream =
          encoding === "gzip"
            ? res.pipe(zlib.createGunzip())
            : encoding === "deflate"
              ? res.pipe(zlib.createInflate())
              : encoding === "br"
                ? res.pipe(zlib.createBrotliDecompress())
                : res;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          // A preview only needs the <head>: keep what fits and stop reading.
          if (size > maxBytes) {
            chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
            res.destroy();
            resolve({ status, contentType, body: Buffer.concat(chunks).toString("utf8") });
            return;
          }
          chunks.push(chunk);
        });
        stream.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks).toString("utf8") }));
        stream.on("error", () => fail("The page could not be read."));
      },
    );
    req.on("error", () =>
      fail(signal.aborted ? "The site took too long to answer." : "The site could not be reached."),
    );
    req.end();
  });
}
