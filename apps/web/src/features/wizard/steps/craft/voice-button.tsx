import { useLingui } from "@lingui/react/macro";
import { Mic, Square } from "lucide-react";
import { cn } from "@/lib/cn";

interface VoiceButtonProps {
  /** What is being dictated, for the accessible name: "your concerns". */
  subject: string;
  recording: boolean;
  hint: boolean;
  onClick: () => void;
}

/** Speak/Stop for one field; the first one pulses for a few seconds as a hint. */
export function VoiceButton({ subject, recording, hint, onClick }: VoiceButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={recording}
      data-hint={hint || undefined}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 px-4 text-sm font-semibold transition-colors",
        recording ? "border-stamp bg-stamp text-white" : "border-ink/60 bg-white text-ink hover:border-ink",
        hint && !recording && "motion-safe:animate-pulse border-ink-soft ring-4 ring-ink-soft/30",
      )}
    >
      {recording ? <Square className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
      {recording ? t`Stop` : t`Speak`}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
