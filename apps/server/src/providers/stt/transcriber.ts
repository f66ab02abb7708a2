import { z } from "zod";

/** Speech to text for a short voice note. */
export interface Transcriber {
  readonly name: string;
  transcribe(audio: Buffer, format: AudioFormat, signal: AbortSignal): Promise<string>;
}

export interface AudioFormat {
  mimeType: string;
  extension: string;
}

class TranscriberError extends Error {}

/** The part of the answer we read (a verbose_json answer carries more). */
const transcription = z.object({ text: z.string() });

/**
 * Any OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, a self-hosted whisper server):
 * multipart with `file` and `model`, answering `{ text }`.
 */
export function createOpenAiCompatibleTranscriber(opts: {
  baseUrl: string;
  apiKey?: string;
  model: string;
}): Transcriber {
  const endpoint = `${opts.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`;
  return {
    name: "openai-compatible",
    async transcribe(audio, format, signal) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(audio)], { type: format.mimeType }), `voice.${format.extension}`);
      form.append("model", opts.model);
      form.append("response_format", "json");
      const res = await fetch(endpoint, {
        method: "POST",
        body: form,
        signal,
        headers: opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {},
      });
      if (!res.ok) throw new TranscriberError(`transcription service answered ${res.status}`);
      const body = transcription.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new TranscriberError("transcription service answered without text");
      return body.data.text;
    },
  };
}
