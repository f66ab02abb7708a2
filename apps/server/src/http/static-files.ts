import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { getMimeType } from "hono/utils/mime";

const gzip = promisify(zlib.gzip);

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return (name === "gzip" || name === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

interface StaticFile {
  mtimeMs: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  /** gzip, made once; null when the type doesn't compress or the file is too small to gain. */
  gzipped: { headers: Record<string, string>; body: Uint8Array<ArrayBuffer> } | null;
}

/** Below this, gzip's own framing costs more than it saves (hono/compress's threshold too). */
const MIN_GZIP_BYTES = 1024;
/** A name not listed is looked for again at most this often: a miss must not cost a directory read. */
const RELIST_AFTER_MS = 5_000;

/**
 * The built web app's files, from memory: each is read on its first request and, when its type
 * compresses, gzipped once in libuv's threads, never on the event loop. `serveStatic` stat-ed,
 * opened and read the file and `compress()` gzipped it again at every request: about a fifth of
 * the shared app server's CPU in the browser tests (decision 0134).
 *
 * A request path is looked up among the files listed in `root`, never joined to a path, so no
 * path can reach outside it. Pages (`.html`, filled in per request by web-app.ts) and source maps
 * are not among them. Under `assets/` every name is the build's fingerprint of its content, so a
 * file there is never read again; any other (boot.js, favicon.svg) is read again when its
 * modification time changes, as a rebuild under a running server does.
 */
export function staticFiles(root: string, options: { relistAfterMs?: number } = {}) {
  const relistAfterMs = options.relistAfterMs ?? RELIST_AFTER_MS;
  let listing: Promise<Set<string>> | null = null;
  let listedAt = 0;
  const files = new Map<string, Promise<StaticFile>>();

  const list = async () => {
    try {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return new Set(
        entries
          .filter((e) => e.isFile() && !/\.(html|map)$/.test(e.name))
          .map((e) => `/${path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`),
      );
    } catch {
      return new Set<string>(); // not built yet: listed again at the next miss
    }
  };

  const load = async (key: string, immutable: boolean): Promise<StaticFile> => {
    const file = path.join(root, key);
    const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
    const type = getMimeType(file) ?? "application/octet-stream";
    const headers = {
      "content-type": type,
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      "last-modified": stat.mtime.toUTCString(),
    };
    const compresses = body.byteLength >= MIN_GZIP_BYTES && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
    const vary = { vary: "Accept-Encoding" };
    // Each with its length: a response of unknown length is one web-app.ts's compress() gzips at
    // every request, and it did so to every file left plain here (those under 1 KB).
    const length = (bytes: Uint8Array) => ({ "content-length": String(bytes.byteLength) });
    const zipped = compresses ? new Uint8Array(await gzip(body)) : null;
    return {
      mtimeMs: stat.mtimeMs,
      headers: { ...headers, ...(compresses ? vary : {}), ...length(body) },
      // Copies in an ArrayBuffer of their own, as a Response body is typed: once a file.
      body: new Uint8Array(body),
      gzipped: zipped
        ? { headers: { ...headers, ...vary, "content-encoding": "gzip", ...length(zipped) }, body: zipped }
        : null,
    };
  };

  const fileAt = async (key: string): Promise<StaticFile | null> => {
    // A name not listed may be a build's made since the listing (or there was no build then).
    if (!listing || (!(await listing).has(key) && Date.now() - listedAt >= relistAfterMs)) {
      listing = list();
      listedAt = Date.now();
      // What a rebuild removed is not kept.
      void listing.then((names) => {
        for (const name of files.keys()) if (!names.has(name)) files.delete(name);
      });
    }
    const known = await listing;
    if (!known.has(key)) return null;
    const immutable = key.startsWith("/assets/");
    let pending = files.get(key);
    if (pending && !immutable) {
      const current = await pending.catch(() => null);
      const mtimeMs = await fs.stat(path.join(root, key)).then(
        (s) => s.mtimeMs,
        () => null,
      );
      if (current?.mtimeMs !== mtimeMs) pending = undefined;
    }
    if (!pending) {
      const loading = load(key, immutable);
      files.set(key, loading);
      // Gone meanwhile: the next request looks again.
      loading.catch(() => files.get(key) === loading && files.delete(key));
      pending = loading;
    }
    return pending.catch(() => null);
  };

  return {
    /** The file at a request path as a response, gzipped when the client takes it; null when none. */
    async respond(requestPath: string, acceptEncoding: string | undefined): Promise<Response | null> {
      const file = await fileAt(requestPath);
      if (!file) return null;
      const chosen = file.gzipped && acceptsGzip(acceptEncoding) ? file.gzipped : file;
      return new Response(chosen.body, { status: 200, headers: chosen.headers });
    },
  };
}
