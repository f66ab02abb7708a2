import { useFunctionMutation } from "@/lib/queries";

/** `transcribe-audio`: a voice note (base64) to text, for the craft step's fields. */
export function useTranscription() {
  return useFunctionMutation("transcribe-audio").mutateAsync;
}
