export { type AudioFormat, createOpenAiCompatibleTranscriber, type Transcriber } from "./transcriber";
