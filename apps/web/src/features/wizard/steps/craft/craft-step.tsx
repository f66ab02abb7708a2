import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/lib/public-config";
import { usePostcardDraft } from "../../api/drafts";
import { ownWordsStart } from "../../state/own-words";
import { type PostcardData, Step } from "../../state/postcard-data";
import { useWizard, wizard } from "../../state/wizard-store";
import { useVoiceInput, type VoiceField } from "./use-voice-input";
import { VoiceButton } from "./voice-button";

const VOICE_HINT_MS = 3_000;

/** Anything derived from the old concerns no longer matches the new ones (wizard.md step 2). */
const CLEARED_ON_EDIT: Partial<PostcardData> = {
  draftMessage: undefined,
  finalMessage: undefined,
  sources: undefined,
  // Our addition: the old draft row describes the old concerns; review creates a fresh one.
  draftId: undefined,
  isFallbackPlaceholder: undefined,
};

function setField(field: VoiceField, value: string) {
  wizard.updatePostcardData({ [field]: value, ...CLEARED_ON_EDIT });
}

/** "Vermont Mail Matters’" and "Friends of the Library's": a name ending in s takes the apostrophe alone. */
const possessive = (name: string) => (/s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`);

/** Step 2 (wizard.md §2): what's on your mind, typed or spoken. */
export function CraftStep() {
  const { t, i18n } = useLingui();
  const { assistantName, features } = usePublicConfig();
  const concerns = useWizard((s) => s.postcardData.concerns ?? "");
  const personalImpact = useWizard((s) => s.postcardData.personalImpact ?? "");
  const drafting = useWizard((s) => s.isLoading);
  const campaign = useWizard((s) => s.postcardData.campaign);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const drafts = usePostcardDraft();
  const [hint, setHint] = useState(true);
  const concernsId = useId();
  const impactId = useId();
  const alertId = useId();

  const voice = useVoiceInput((field, text) => {
    const current = wizard.getState().postcardData[field] ?? "";
    setField(field, current.trim() ? `${current.trimEnd()} ${text}` : text);
    setAlert(null);
  });

  useEffect(() => {
    const timer = setTimeout(() => setHint(false), VOICE_HINT_MS);
    return () => clearTimeout(timer);
  }, []);

  const bothEmpty = concerns === "" && personalImpact === "";

  function onDraft() {
    if (!concerns.trim() && !personalImpact.trim()) {
      setAlert(t`Please enter your concerns first`);
      return;
    }
    wizard.setStep(Step.drafting);
  }

  async function onWriteMyself() {
    setSaving(true);
    const data = wizard.getState().postcardData;
    wizard.updatePostcardData(ownWordsStart(data));
    try {
      const draftId = await drafts.create(data);
      wizard.updatePostcardData({ draftId, isFallbackPlaceholder: false });
    } catch {
      // The review creates the draft again if this one was not saved.
      toast.error(t`Error creating draft`, { description: t`Please try again or continue without saving.` });
    } finally {
      setSaving(false);
    }
    wizard.setStep(Step.review);
  }

  const fields: {
    field: VoiceField;
    id: string;
    label: string;
    placeholder: string;
    value: string;
    subject: string;
  }[] = [
    {
      field: "concerns",
      id: concernsId,
      label: t`I'm most concerned about:`,
      placeholder: t`Education`,
      value: concerns,
      subject: t`your concerns`,
    },
    {
      field: "personalImpact",
      id: impactId,
      label: t`How it affects my community (optional):`,
      placeholder: t`Class sizes keep growing at my kids' school`,
      value: personalImpact,
      subject: t`how it affects your community`,
    },
  ];

  // "Vermont Mail Matters’" in English; Spanish names the organisation as it is ("de Vermont Mail Matters").
  const organisation = campaign
    ? i18n.locale === "es"
      ? campaign.organisation.trim()
      : possessive(campaign.organisation)
    : "";
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-6">
      <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">{t`What's on your mind?`}</h1>
      {campaign?.talkingPoints.length ? (
        <p className="-mt-2 text-ink/80">
          {t`We started you from ${organisation} talking points: change them as you like, and say how it affects you in your own words.`}
        </p>
      ) : null}
      {fields.map((f, i) => (
        <div key={f.field} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
          <div className="mb-2 flex items-center justify-between gap-3">
            <label htmlFor={f.id} className="font-semibold">
              {f.label}
            </label>
            {features.voice ? (
              <VoiceButton
                subject={f.subject}
                recording={voice.recording === f.field}
                hint={hint && i === 0}
                onClick={() => voice.toggle(f.field)}
              />
            ) : null}
          </div>
          <textarea
            id={f.id}
            value={f.value}
            onChange={(e) => {
              setField(f.field, e.target.value);
              setAlert(null);
            }}
            placeholder={f.placeholder}
            rows={4}
            aria-describedby={alert && i === 0 ? alertId : undefined}
            className="w-full resize-y rounded-xl border-2 border-ink/60 bg-paper px-3 py-2 text-base placeholder:text-ink/70 focus:border-ink focus:outline-none"
          />
          {voice.transcribing.includes(f.field) ? (
            <p role="status" className="mt-2 text-sm font-medium text-ink-soft">
              {t`Transcribing your voice...`}
            </p>
          ) : null}
        </div>
      ))}
      {alert ? (
        <p id={alertId} role="alert" className="text-sm font-medium text-stamp">
          {alert}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onDraft} disabled={bothEmpty || drafting}>
          {t`Draft My Postcard With ${assistantName}`}
        </Button>
        <Button variant="secondary" onClick={onWriteMyself} disabled={saving}>
          {saving ? t`Saving...` : t`Write it myself`}
        </Button>
        <Button variant="ghost" onClick={() => wizard.setStep(Step.landing)}>
          {t`Back`}
        </Button>
      </div>
    </main>
  );
}
