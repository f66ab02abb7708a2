import { errorCodes } from "@civic/contracts/errors";
import { AUDIO_MAX_BYTES } from "@civic/contracts/limits";
import { AppError } from "../../core/app-error";
import type { Logger } from "../../core/logger";
import type { AudioFormat, Transcriber } from "../../providers/stt";

const TRANSCRIBE_TIMEOUT_MS = 30_000;

/** Recognises the container from its first bytes: the declared type is only a hint. */
function sniffAudioFormat(audio: Buffer): AudioFormat | null {
  const ascii = (start: number, end: number) => audio.subarray(start, end).toString("latin1");
  if (audio.length < 12) return null;
  if (audio[0] === 0x1a && audio[1] === 0x45 && audio[2] === 0xdf && audio[3] === 0xa3) {
    return { mimeType: "audio/webm", extension: "webm" };
  }
  if (ascii(0, 4) === "OggS") return { mimeType: "audio/ogg", extension: "ogg" };
  if (ascii(4, 8) === "ftyp") return { mimeType: "audio/mp4", extension: "m4a" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return { mimeType: "audio/wav", extension: "wav" };
  if (ascii(0, 3) === "ID3" || (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0)) {
    // 0xFFF1/0xFFF9 is raw AAC (ADTS); other 0xFFEx frames are MP3.
    return ((audio[1] ?? 0) & 0xf6) === 0xf0
      ? { mimeType: "audio/aac", extension: "aac" }
      : { mimeType: "audio/mpeg", extension: "mp3" };
  }
  return null;
}

export function createTranscription(transcriber: Transcriber | null, log: Logger) {
  return {
    isConfigured: transcriber !== null,
    /** transcribe-audio: base64 audio in, text out (wizard.md §7). */
    async transcribe(base64: string): Promise<string> {
      if (!transcriber) {
        throw new AppError(
          503,
          errorCodes.notConfigured,
          "Voice input is not available here. Please type your message instead.",
        );
      }
      const cleaned = base64.replace(/^data:[^,]*,/, "");
      if (!/^[A-Za-z0-9+/=\s]+$/.test(cleaned)) throw AppError.badRequest("The recording is not valid base64 audio.");
      const audio = Buffer.from(cleaned, "base64");
      if (audio.length > AUDIO_MAX_BYTES) {
        throw new AppError(
          413,
          errorCodes.bodyTooLarge,
          "That recording is too long. Please keep voice notes under 2 minutes.",
        );
      }
      const format = sniffAudioFormat(audio);
      if (!format)
        throw AppError.badRequest("That recording is not in a format we can read. Please try recording again.");
      try {
        const text = await transcriber.transcribe(audio, format, AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS));
        return text.trim();
      } catch (err) {
        log.warn({ err: (err as Error).message, provider: transcriber.name }, "transcription failed");
        throw AppError.upstream("We couldn't transcribe your recording. Please try again or type instead.");
      }
    },
  };
}
