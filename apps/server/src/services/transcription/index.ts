export { createTranscription } from "./transcribe-audio";
