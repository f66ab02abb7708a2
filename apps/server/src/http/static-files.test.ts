import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acceptsGzip, staticFiles } from "./static-files";

let root: string;
const script = `export const words = "${"a postcard to Congress ".repeat(100)}";`;
const write = (name: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), content);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "civic-static-"));
  write("assets/app-1a2b.js", script);
  write("boot.js", "boot();");
  write("index.html", "<html></html>");
  write("assets/app-1a2b.js.map", '{"sources":["secret.ts"]}');
  fs.mkdirSync(path.join(os.tmpdir(), "civic-static-outside"), { recursive: true });
  fs.writeFileSync(path.join(os.tmpdir(), "civic-static-outside", "secret.txt"), "secret");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the built app's files", () => {
  it("serves a fingerprinted script for a year, gzipped once when the client takes gzip", async () => {
    const files = staticFiles(root);
    const gz = (await files.respond("/assets/app-1a2b.js", "gzip, deflate, br")) as Response;
    expect(gz.status).toBe(200);
    expect(gz.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(gz.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    const zipped = Buffer.from(await gz.arrayBuffer());
    expect(zipped.length).toBeLessThan(script.length / 5);
    expect(zlib.gunzipSync(zipped).toString()).toBe(script);

    const plain = (await files.respond("/assets/app-1a2b.js", undefined)) as Response;
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("reads a fingerprinted file once, and another file again when it changes", async () => {
    const files = staticFiles(root);
    expect(await (await files.respond("/assets/app-1a2b.js", undefined))?.text()).toBe(script);
    expect(await (await files.respond("/boot.js", undefined))?.text()).toBe("boot();");
    write("assets/app-1a2b.js", "changed under a fingerprint: never happens, so never looked at");
    write("boot.js", "boot(2);");
    fs.utimesSync(path.join(root, "boot.js"), new Date(), new Date(Date.now() + 5_000));
    expect(await (await files.respond("/assets/app-1a2b.js", undefined))?.text()).toBe(script);
    const boot = (await files.respond("/boot.js", undefined)) as Response;
    expect(await boot.text()).toBe("boot(2);");
    expect(boot.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(boot.headers.get("content-encoding")).toBeNull(); // too small to gain from gzip
  });

  it("never serves a page, a source map, or anything outside its folder", async () => {
    const files = staticFiles(root);
    for (const p of [
      "/index.html",
      "/assets/app-1a2b.js.map",
      "/../civic-static-outside/secret.txt",
      "/assets/../boot.js",
      "/assets/%2e%2e/boot.js",
      "//boot.js",
      "/boot.js\0",
      "/",
      "/assets",
      "/nothing.js",
    ]) {
      expect(await files.respond(p, "gzip"), p).toBeNull();
    }
  });

  it("finds a build made after its first request, looking again at most every relistAfterMs", async () => {
    const files = staticFiles(root, { relistAfterMs: 50 });
    expect(await files.respond("/assets/next-9z.js", undefined)).toBeNull();
    write("assets/next-9z.js", "next();");
    expect(await files.respond("/assets/next-9z.js", undefined)).toBeNull(); // listed a moment ago
    await new Promise((r) => setTimeout(r, 60));
    expect(await (await files.respond("/assets/next-9z.js", undefined))?.text()).toBe("next();");
  });

  it("serves nothing, and throws nothing, before the app is built", async () => {
    const files = staticFiles(path.join(root, "not-built"));
    expect(await files.respond("/boot.js", "gzip")).toBeNull();
  });
});

describe("Accept-Encoding", () => {
  it("takes gzip by name or *, unless its q is 0", () => {
    for (const yes of ["gzip", "gzip, deflate, br", "br;q=1.0, GZIP;q=0.5", "*", "deflate, *;q=0.1"]) {
      expect(acceptsGzip(yes), yes).toBe(true);
    }
    for (const no of [undefined, "", "identity", "br, deflate", "gzip;q=0", "gzip; q=0.0", "x-gzip-ish"]) {
      expect(acceptsGzip(no), String(no)).toBe(false);
    }
  });
});
