import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeServer {
  url: string;
  requests: { path: string; contentType: string; body: string }[];
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 answering with `handle`; it records what it was sent. */
export async function startFakeServer(
  handle: (req: { path: string; body: string; contentType: string }) => {
    status?: number;
    json?: unknown;
    /** A body sent as is (a malformed answer), instead of `json`. */
    raw?: string;
    delayMs?: number;
  },
): Promise<FakeServer> {
  const requests: FakeServer["requests"] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const entry = {
        path: req.url ?? "/",
        contentType: String(req.headers["content-type"] ?? ""),
        body: Buffer.concat(chunks).toString("latin1"),
      };
      requests.push(entry);
      const answer = handle(entry);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
        res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeAiOptions {
  /** The draft the model writes; a function sees the user prompt. */
  draft: string | ((prompt: string) => string);
  sources?: { url: string; title: string; fact: string }[];
  shortened?: string;
  delayMs?: number;
  status?: number;
}

function chatCompletion(content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * An OpenAI-compatible chat server (`POST /v1/chat/completions`) that plays the three roles the
 * drafter asks for, told apart by their system prompts: research, write, shorten.
 */
export function startFakeAiServer(options: FakeAiOptions) {
  return startFakeServer(({ path, body }) => {
    if (!path.endsWith("/chat/completions")) return { status: 404 };
    if (options.status) return { status: options.status, json: { error: { message: "fake failure" } } };
    const parsed = JSON.parse(body) as { messages: { role: string; content: string }[] };
    const system = parsed.messages.find((m) => m.role === "system")?.content ?? "";
    const prompt = parsed.messages.find((m) => m.role === "user")?.content ?? "";
    let content: string;
    if (system.includes("research assistant")) content = JSON.stringify({ sources: options.sources ?? [] });
    else if (system.startsWith("Shorten")) content = options.shortened ?? "Shortened.";
    else content = typeof options.draft === "function" ? options.draft(prompt) : options.draft;
    return { json: chatCompletion(content), delayMs: options.delayMs };
  });
}

/** An OpenAI-compatible `POST /v1/audio/transcriptions` answering `{ text }`. */
export function startFakeSttServer(text: string | (() => string), delayMs = 0) {
  return startFakeServer(({ path }) =>
    path.endsWith("/audio/transcriptions")
      ? { json: { text: typeof text === "function" ? text() : text }, delayMs }
      : { status: 404 },
  );
}
