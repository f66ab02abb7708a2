import { VOICE_MAX_SECONDS } from "@civic/contracts/limits";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useTranscription } from "../../api/transcription";

export type VoiceField = "concerns" | "personalImpact";

/** Chrome and Firefox record webm/opus, Safari mp4/aac; the server accepts all of them. */
const PREFERRED_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4", "audio/ogg;codecs=opus"];

function pickMimeType(): string | undefined {
  return PREFERRED_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
}

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

interface ActiveRecording {
  field: VoiceField;
  recorder: MediaRecorder;
  stream: MediaStream;
  limit: ReturnType<typeof setTimeout>;
}

/**
 * Voice notes for the craft fields (wizard.md §4 voice recording): idle, recording, transcribing.
 * One field records at a time; starting another stops (and transcribes) the current one.
 */
export function useVoiceInput(onText: (field: VoiceField, text: string) => void) {
  const [recording, setRecording] = useState<VoiceField | null>(null);
  const [transcribing, setTranscribing] = useState<VoiceField[]>([]);
  const active = useRef<ActiveRecording | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const transcribeAudio = useTranscription();

  const transcribe = useCallback(
    async (field: VoiceField, blob: Blob) => {
      setTranscribing((t) => [...t, field]);
      try {
        const { text } = await transcribeAudio({
          audio: await toBase64(blob),
          mimeType: blob.type || undefined,
        });
        if (!text.trim()) throw new Error("No transcription received");
        onTextRef.current(field, text.trim());
      } catch {
        toast.error("Transcription failed", {
          description: "Please try recording again or use the text input instead.",
        });
      } finally {
        setTranscribing((t) => {
          const i = t.indexOf(field);
          return i < 0 ? t : [...t.slice(0, i), ...t.slice(i + 1)];
        });
      }
    },
    [transcribeAudio],
  );

  const stop = useCallback(() => {
    const current = active.current;
    if (!current) return;
    active.current = null;
    clearTimeout(current.limit);
    setRecording(null);
    if (current.recorder.state !== "inactive") current.recorder.stop();
  }, []);

  const start = useCallback(
    async (field: VoiceField) => {
      stop();
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        toast.error("Microphone access denied", {
          description: "Please allow microphone permissions and try again.",
        });
        return;
      }
      const mimeType = pickMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      recorder.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        void transcribe(field, new Blob(chunks, { type: recorder.mimeType || mimeType || "audio/webm" }));
      };
      recorder.start();
      // A voice note, not a speech: stop on our own at the cap the server also enforces.
      active.current = { field, recorder, stream, limit: setTimeout(stop, VOICE_MAX_SECONDS * 1000) };
      setRecording(field);
    },
    [stop, transcribe],
  );

  const toggle = useCallback(
    (field: VoiceField) => (active.current?.field === field ? stop() : void start(field)),
    [start, stop],
  );

  // Leaving the step releases the microphone without transcribing.
  useEffect(
    () => () => {
      const current = active.current;
      if (!current) return;
      active.current = null;
      clearTimeout(current.limit);
      current.recorder.onstop = null;
      if (current.recorder.state !== "inactive") current.recorder.stop();
      for (const track of current.stream.getTracks()) track.stop();
    },
    [],
  );

  return { recording, transcribing, toggle };
}
