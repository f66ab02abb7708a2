import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { AUDIO_MAX_BYTES } from "@civic/contracts/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/core/logger";
import { publicAddressesOnly, publicOrLoopback } from "../src/services/previews/address-policy";
import { createLinkPreviews } from "../src/services/previews/link-previews";
import { type FakeServer, startFakeSttServer } from "./fakes/fake-vendors";
import { startTestRuntime, type TestRuntime } from "./harness";

/** The first bytes of a WebM (EBML) file, as Chrome's MediaRecorder writes it. */
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 1)]).toString("base64");

describe("transcribe-audio", () => {
  let rt: TestRuntime;
  let stt: FakeServer;
  beforeAll(async () => {
    stt = await startFakeSttServer("  Our bus line was cut.  ");
    rt = await startTestRuntime({ STT_BASE_URL: `${stt.url}/v1`, STT_API_KEY: "sk-test", STT_MODEL: "whisper-1" });
  });
  afterAll(async () => {
    await rt?.stop();
    await stt?.close();
  });

  it("sends the recording as multipart to /audio/transcriptions and answers the text", async () => {
    const { status, body } = await rt.call("transcribe-audio", { audio: webm, mimeType: "audio/webm;codecs=opus" });
    expect(status).toBe(200);
    expect(body).toEqual({ text: "Our bus line was cut." });
    const sent = stt.requests.at(-1);
    expect(sent?.path).toBe("/v1/audio/transcriptions");
    expect(sent?.contentType).toMatch(/^multipart\/form-data/);
    expect(sent?.body).toContain('filename="voice.webm"');
    expect(sent?.body).toContain("whisper-1");
  });

  it("accepts Safari's mp4 and refuses what is not audio", async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from("ftypM4A "), Buffer.alloc(100)]).toString(
      "base64",
    );
    expect((await rt.call("transcribe-audio", { audio: mp4 })).status).toBe(200);
    expect(stt.requests.at(-1)?.body).toContain('filename="voice.m4a"');
    const text = await rt.call("transcribe-audio", { audio: Buffer.from("hello, I am not audio").toString("base64") });
    expect(text.status).toBe(400);
    expect(text.error?.message).toContain("not in a format we can read");
  });

  it("refuses a recording over the size cap", async () => {
    const big = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(AUDIO_MAX_BYTES)]).toString(
      "base64",
    );
    const { status, error } = await rt.call("transcribe-audio", { audio: big });
    expect(status).toBe(413);
    expect(error?.message).toContain("under 2 minutes");
  });

  it("turns voice on in the public config", async () => {
    const config = await (await rt.app.request("http://staging.example/api/config")).json();
    expect(config.features.voice).toBe(true);
  });
});

describe("transcribe-audio without a provider", () => {
  it("says so with a 503, and the public config keeps voice off", async () => {
    const rt = await startTestRuntime();
    try {
      const { status, error } = await rt.call("transcribe-audio", { audio: webm });
      expect(status).toBe(503);
      expect(error).toMatchObject({
        code: "not_configured",
        message: expect.stringContaining("Voice input is not available"),
      });
      const config = await (await rt.app.request("http://staging.example/api/config")).json();
      expect(config.features.voice).toBe(false);
    } finally {
      await rt.stop();
    }
  });
});

describe("link previews", () => {
  let rt: TestRuntime;
  let site: http.Server;
  let base: string;
  let hits = 0;
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      hits++;
      const page = `<html><head><title>Fallback title</title><meta property="og:title" content="Schools get funding">
        <meta property="og:description" content="The state adds teachers."><meta property="og:site_name" content="Ed News"></head></html>`;
      switch (req.url) {
        case "/article":
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
          return;
        case "/gzip":
          res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(zlib.gzipSync(page));
          return;
        case "/hop1":
          res.writeHead(302, { location: "/article" }).end();
          return;
        case "/to-metadata":
          res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
          return;
        case "/to-private":
          res.writeHead(301, { location: "http://10.0.0.1/" }).end();
          return;
        case "/loop":
          res.writeHead(302, { location: "/loop" }).end();
          return;
        case "/huge":
          res.writeHead(200, { "content-type": "text/html" });
          res.write(page);
          res.end("x".repeat(3 * 1024 * 1024));
          return;
        case "/slow":
          setTimeout(() => res.writeHead(200, { "content-type": "text/html" }).end(page), 7_000);
          return;
        case "/pdf":
          res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF");
          return;
        default:
          res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "true" });
  });
  afterAll(async () => {
    await rt?.stop();
    site.closeAllConnections();
    site.close();
  });

  const previews = () => createLinkPreviews({ db: rt.ctx.db, log: createLogger("silent"), policy: publicOrLoopback });

  it("reads the title, description and site name, and caches them for 24 h", async () => {
    const p = previews();
    const before = hits;
    const first = await p.preview(`${base}/article`);
    expect(first).toEqual({
      title: "Schools get funding",
      description: "The state adds teachers.",
      siteName: "Ed News",
      error: null,
    });
    expect(await p.preview(`${base}/article`)).toEqual(first);
    expect(hits).toBe(before + 1);
    const row = await rt.ctx.db
      .selectFrom("link_previews")
      .selectAll()
      .where("url", "=", `${base}/article`)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.fetched_at.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it("follows a redirect, reads gzip, and keeps only the first megabyte", async () => {
    const p = previews();
    expect((await p.preview(`${base}/hop1`)).title).toBe("Schools get funding");
    expect((await p.preview(`${base}/gzip`)).title).toBe("Schools get funding");
    expect((await p.preview(`${base}/huge`)).title).toBe("Schools get funding");
  });

  it("refuses redirects into metadata or private addresses, and too many redirects", async () => {
    const p = previews();
    expect((await p.preview(`${base}/to-metadata`)).error).toBe("This address is not allowed.");
    expect((await p.preview(`${base}/to-private`)).error).toBe("This address is not allowed.");
    expect((await p.preview(`${base}/loop`)).error).toBe("The page redirects too many times.");
  });

  it("refuses names that resolve to internal addresses, including a mixed answer", async () => {
    for (const answer of [
      ["127.0.0.1"],
      ["10.1.2.3"],
      ["169.254.169.254"],
      ["100.64.1.1"],
      ["93.184.216.34", "192.168.0.1"],
    ]) {
      const p = createLinkPreviews({
        db: rt.ctx.db,
        log: createLogger("silent"),
        policy: publicAddressesOnly,
        resolve: async () => answer,
      });
      expect((await p.preview(`http://internal-${answer.join("-")}.example/`)).error).toBe(
        "This address is not allowed.",
      );
    }
  });

  it("gives up after 5 seconds and on pages that are not HTML", async () => {
    const p = previews();
    expect((await p.preview(`${base}/pdf`)).error).toBe("The page is not a web page.");
    expect((await p.preview(`${base}/slow`)).error).toBe("The site took too long to answer.");
  }, 15_000);

  it("the function refuses loopback by default and non-http addresses outright", async () => {
    const loop = await rt.call("fetch-link-preview", { url: `${base}/article-2` });
    expect(loop.status).toBe(200);
    expect(loop.body).toEqual({
      title: null,
      description: null,
      siteName: null,
      error: "This address is not allowed.",
    });
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "not a url", "http://user:pw@example.com/"]) {
      expect((await rt.call("fetch-link-preview", { url })).status).toBe(400);
    }
  });
});
