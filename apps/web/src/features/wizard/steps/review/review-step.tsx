// The message is shown in the card's handwriting; the font loads with this step only.
import "@fontsource/caveat/latin-400.css";
import { MESSAGE_MAX_LENGTH } from "@civic/contracts/limits";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { usePostcardDraft } from "../../api/drafts";
import { Step } from "../../state/postcard-data";
import { useWizard, wizard } from "../../state/wizard-store";
import { SourceList } from "./source-list";

/** Step 3 (wizard.md §2): review and edit the message, see the sources, approve it. */
export function ReviewStep() {
  const data = useWizard((s) => s.postcardData);
  const message = data.finalMessage ?? "";
  const [saving, setSaving] = useState(false);
  const drafts = usePostcardDraft();
  const fieldId = useId();
  const counterId = useId();
  const over = message.length > MESSAGE_MAX_LENGTH;
  const placeholder = data.isFallbackPlaceholder
    ? (data.draftMessage ?? "")
    : `Write your message to ${data.representative?.name ?? "your representative"} here.`;

  async function onContinue() {
    setSaving(true);
    try {
      let draftId = data.draftId;
      if (!draftId) {
        try {
          draftId = await drafts.create(data);
          wizard.updatePostcardData({ draftId });
        } catch {
          toast.error("Error creating draft", { description: "Please try again." });
          return;
        }
      }
      try {
        const res = await drafts.approve(draftId, message);
        if (!("success" in res) || !res.success) throw new Error("the approval was refused");
        wizard.updatePostcardData({ finalMessage: res.humanApprovedMessage ?? message });
        wizard.setStep(Step.returnAddress);
      } catch {
        toast.error("Error", { description: "Failed to save your changes. Please try again." });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-6">
      <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">Perfect your postcard</h1>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <label htmlFor={fieldId} className="mb-2 flex items-center gap-2 font-semibold">
          <Pencil className="size-4" aria-hidden />
          Your message
        </label>
        <textarea
          id={fieldId}
          value={message}
          onChange={(e) => wizard.updatePostcardData({ finalMessage: e.target.value })}
          placeholder={placeholder}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={7}
          aria-describedby={counterId}
          aria-invalid={over || undefined}
          className="w-full resize-y rounded-xl border-2 border-ink/20 bg-paper px-3 py-2 font-hand text-2xl leading-snug placeholder:font-sans placeholder:text-base placeholder:text-ink/60 focus:border-ink focus:outline-none"
        />
        <p
          id={counterId}
          className={cn("mt-1 text-right text-sm font-medium", over ? "text-stamp" : "text-ink/70")}
          data-over={over || undefined}
        >
          {message.length}/{MESSAGE_MAX_LENGTH}
        </p>
      </div>
      {data.sources?.length ? <SourceList sources={data.sources} /> : null}
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onContinue} disabled={saving || !message.trim() || over}>
          {saving ? "Saving..." : "Looks Good, Continue"}
        </Button>
        <Button variant="ghost" onClick={() => wizard.setStep(Step.craft)}>
          Back
        </Button>
      </div>
    </main>
  );
}
