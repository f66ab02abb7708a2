import { MESSAGE_MAX_LENGTH } from "@civic/contracts/limits";
import { unwritableCharacters } from "@civic/contracts/writable-text";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { usePostcardDraft } from "../../api/drafts";
import { Step } from "../../state/postcard-data";
import { useWizard, wizard } from "../../state/wizard-store";
import { OwnWordsNote } from "./own-words-note";
import { SourceList } from "./source-list";

/** Step 3 (wizard.md §2): review and edit the message, see the sources, approve it. */
export function ReviewStep() {
  const { t } = useLingui();
  const data = useWizard((s) => s.postcardData);
  const message = data.finalMessage ?? "";
  const [saving, setSaving] = useState(false);
  const drafts = usePostcardDraft();
  const fieldId = useId();
  const counterId = useId();
  const overId = useId();
  const overBy = message.length - MESSAGE_MAX_LENGTH;
  const over = overBy > 0;
  // What no vendor's pen writes (an emoji, another script) is said here, not refused at payment.
  const unwritable = unwritableCharacters(message);
  const unwritableCount = unwritable.length;
  const characters = unwritable.join(" ");
  const invalid = over || unwritableCount > 0;
  const recipient = data.representative?.name ?? t`your representative`;
  const placeholder = data.isFallbackPlaceholder
    ? (data.draftMessage ?? "")
    : t`Write your message to ${recipient} here.`;

  async function onContinue() {
    setSaving(true);
    try {
      let draftId = data.draftId;
      if (!draftId) {
        try {
          draftId = await drafts.create(data);
          wizard.updatePostcardData({ draftId });
        } catch {
          toast.error(t`Error creating draft`, { description: t`Please try again.` });
          return;
        }
      }
      try {
        const res = await drafts.approve(draftId, message);
        if (!("success" in res) || !res.success) throw new Error("the approval was refused");
        wizard.updatePostcardData({ finalMessage: res.humanApprovedMessage ?? message });
        wizard.setStep(Step.returnAddress);
      } catch {
        toast.error(t`Error`, { description: t`Failed to save your changes. Please try again.` });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-6">
      <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">{t`Perfect your postcard`}</h1>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <label htmlFor={fieldId} className="mb-2 flex items-center gap-2 font-semibold">
          <Pencil className="size-4" aria-hidden />
          {t`Your message`}
        </label>
        <textarea
          id={fieldId}
          value={message}
          onChange={(e) => wizard.updatePostcardData({ finalMessage: e.target.value })}
          placeholder={placeholder}
          rows={7}
          aria-describedby={invalid ? `${counterId} ${overId}` : counterId}
          aria-invalid={invalid || undefined}
          // Edited in the page's plain sans (easy to proofread); step 5 shows it in handwriting.
          className={fieldClass(invalid, "resize-y px-3 py-2 leading-relaxed placeholder:text-base")}
        />
        <p
          id={counterId}
          className={cn("mt-1 text-right text-sm font-medium", over ? "text-stamp" : "text-ink/75")}
          data-over={over || undefined}
        >
          {message.length}/{MESSAGE_MAX_LENGTH}
        </p>
        {/* Nothing is cut: over-long text stays as written and says what to do (no silent truncation). */}
        <p id={overId} role="status" className="text-sm font-medium text-stamp empty:hidden">
          {over
            ? t({
                message: plural(overBy, {
                  one: `Your message is # character over the ${MESSAGE_MAX_LENGTH}-character limit. Cut it to continue.`,
                  other: `Your message is # characters over the ${MESSAGE_MAX_LENGTH}-character limit. Cut them to continue.`,
                }),
              })
            : unwritableCount
              ? t({
                  message: plural(unwritableCount, {
                    one: `The handwriting on the card can't write ${characters}. Please remove or replace it.`,
                    other: `The handwriting on the card can't write ${characters}. Please remove or replace them.`,
                  }),
                })
              : ""}
        </p>
      </div>
      {data.campaign ? <OwnWordsNote slug={data.campaign.slug} message={message} /> : null}
      {data.sources?.length ? <SourceList sources={data.sources} /> : null}
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onContinue} disabled={saving || !message.trim() || invalid}>
          {saving ? t`Saving...` : t`Looks Good, Continue`}
        </Button>
        <Button variant="ghost" onClick={() => wizard.setStep(Step.craft)}>
          {t`Back`}
        </Button>
      </div>
    </main>
  );
}
