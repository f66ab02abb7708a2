import type { IncomingMessage } from "node:http";
import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "./app-error";

function tooLarge(limit: number) {
  const mb = (limit / (1024 * 1024)).toFixed(limit >= 1024 * 1024 ? 0 : 1);
  return new AppError(413, errorCodes.bodyTooLarge, `The request is too large. Send at most ${mb} MB.`);
}

/**
 * Reads a body as text, refusing it as soon as it passes `limit` bytes (declared or streamed).
 * Under Node it reads the IncomingMessage directly: converting it to a web stream first costs
 * more than the rest of a lookup.
 */
export async function readBodyText(request: Request, limit: number, incoming?: IncomingMessage): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared > limit) throw tooLarge(limit);
  if (incoming) return readIncoming(incoming, limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readIncoming(incoming: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      incoming.resume(); // drain the rest so the connection can answer
      throw tooLarge(limit);
    }
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer).toString("utf8") : Buffer.concat(chunks).toString("utf8");
}

export function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, errorCodes.invalidJson, "The request body is not valid JSON.");
  }
}
