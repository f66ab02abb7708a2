import { TRANSCRIBE_BODY_LIMIT_BYTES } from "@civic/contracts/limits";
import { defineFunction } from "./define-function";

export const transcribeAudio = defineFunction({
  name: "transcribe-audio",
  maxBodyBytes: TRANSCRIBE_BODY_LIMIT_BYTES,
  rateLimit: { points: 30, windowSeconds: 600, aiCall: true },
  async handle({ audio }, { app }) {
    return { text: await app.services.transcription.transcribe(audio) };
  },
});
