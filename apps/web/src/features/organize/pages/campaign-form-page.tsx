import {
  CAMPAIGN_ASK_MAX_LENGTH,
  CAMPAIGN_TALKING_POINTS_MAX,
  type CampaignChamber,
  type CampaignInput,
  campaignInputSchema,
  type OrganiserCampaign,
} from "@civic/contracts/campaigns";
import { type CardFrontId, cardFrontParks, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/lib/public-config";
import { queryClient } from "@/lib/queries";
import { organizeApi, organizeQueries, useCampaignMutation } from "../api/organize-api";
import { LanguageField } from "../components/language-field";
import { ErrorNote, inputClass, Loading } from "../components/organize-shell";
import { useOrganizePage } from "../components/page-arrival";
import { StatehouseTarget } from "../components/statehouse-target";

const chambers: { value: CampaignChamber; label: string }[] = [
  { value: "house", label: "The House (each sender's representative)" },
  { value: "senate", label: "The Senate (each sender's two senators)" },
  { value: "both", label: "Both" },
  { value: "statehouse", label: "A state legislature (each sender's state senator and representatives)" },
];

/** A link's name from the campaign's: lower case, letters and digits, single hyphens. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");

export function NewCampaignPage() {
  const navigate = useNavigate();
  const mutation = useCampaignMutation(organizeApi.create, (c) => navigate(`/organize/${c.id}`));
  return <CampaignForm title="New campaign" submitLabel="Save draft" mutation={mutation} />;
}

export function EditCampaignPage() {
  const { campaignId = "" } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(organizeQueries.campaign(campaignId), queryClient);
  const mutation = useCampaignMutation(
    (input: CampaignInput) => organizeApi.update(campaignId, input),
    (c) => navigate(`/organize/${c.id}`),
  );
  if (error) return <ErrorNote>{error.message}</ErrorNote>;
  if (!data) return <Loading />;
  return <CampaignForm title={`Edit “${data.name}”`} submitLabel="Save changes" initial={data} mutation={mutation} />;
}

type Mutation = ReturnType<typeof useCampaignMutation<CampaignInput>>;

function CampaignForm({
  title,
  submitLabel,
  initial,
  mutation,
}: {
  title: string;
  submitLabel: string;
  initial?: OrganiserCampaign;
  mutation: Mutation;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [organisation, setOrganisation] = useState(initial?.organisation ?? "");
  const [ask, setAsk] = useState(initial?.ask ?? "");
  const [points, setPoints] = useState<string[]>(initial?.talkingPoints.length ? initial.talkingPoints : [""]);
  const [chamber, setChamber] = useState<CampaignChamber>(initial?.chamber ?? "both");
  const [targetState, setTargetState] = useState(initial?.targetState ?? "");
  const [goal, setGoal] = useState(initial?.goal ? String(initial.goal) : "");
  const [endsOn, setEndsOn] = useState(initial?.endsOn ?? "");
  // Only the fronts every configured mailing vendor prints; the default is always one of them.
  const { cardFronts } = usePublicConfig();
  const [front, setFront] = useState<CardFrontId>(
    initial && cardFronts.includes(initial.cardFront) ? initial.cardFront : DEFAULT_CARD_FRONT_ID,
  );
  const [language, setLanguage] = useState(initial?.language ?? "en");
  const [slug, setSlug] = useState(initial?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!!initial);
  // What is wrong, by field ("talkingPoints.2" is the third box as shown); "" holds the rest.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const slugLocked = !!initial && initial.state !== "draft";
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  useOrganizePage(title);
  /** A field's error state: marked, described by its message (which sits right under it). */
  const invalid = (key: string) =>
    problems[key] ? { "aria-invalid": true as const, "aria-describedby": `${ids}-${key}-error` } : {};
  const problem = (key: string) =>
    problems[key] ? (
      <p id={`${ids}-${key}-error`} className="text-sm font-medium text-[#a40e1a]">
        {problems[key]}
      </p>
    ) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = campaignInputSchema.safeParse({
      name,
      organisation,
      ask,
      talkingPoints: points.map((p) => p.trim()).filter(Boolean),
      chamber,
      targetState: chamber === "statehouse" && targetState ? targetState : null,
      goal: goal.trim() ? Number(goal) : null,
      endsOn: endsOn || null,
      cardFront: front,
      language,
      slug: slugEdited ? slug : slugOf(name),
    });
    if (!parsed.success) {
      // Empty boxes are dropped before the check: a point's index is among the filled ones.
      const filled = points.flatMap((p, i) => (p.trim() ? [i] : []));
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key =
          field === "talkingPoints" && typeof index === "number"
            ? `talkingPoints.${filled[index] ?? 0}`
            : typeof field === "string" && field !== "chamber" && field !== "cardFront"
              ? field
              : "";
        found[key] ??= issue.message;
      }
      setProblems(found);
      // The first field to fix, in the page's order, takes focus (where the person goes next).
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    mutation.mutate(parsed.data);
  };

  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <Field id={`${ids}-name`} label="Campaign name" error={problem("name")}>
        <input
          id={`${ids}-name`}
          {...invalid("name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          className={inputClass}
        />
      </Field>
      <Field id={`${ids}-org`} label="Organisation" hint="Shown as “A campaign by …”." error={problem("organisation")}>
        <input
          id={`${ids}-org`}
          {...invalid("organisation")}
          value={organisation}
          onChange={(e) => setOrganisation(e.target.value)}
          maxLength={120}
          className={inputClass}
        />
      </Field>
      <Field
        id={`${ids}-ask`}
        label="The ask"
        hint={`What senders read first. ${ask.length}/${CAMPAIGN_ASK_MAX_LENGTH} characters.`}
        error={problem("ask")}
      >
        <textarea
          id={`${ids}-ask`}
          {...invalid("ask")}
          value={ask}
          onChange={(e) => setAsk(e.target.value)}
          maxLength={CAMPAIGN_ASK_MAX_LENGTH}
          rows={4}
          className={inputClass}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Talking points (up to {CAMPAIGN_TALKING_POINTS_MAX})</legend>
        <p className="text-sm text-ink/80">
          Senders start from these and change them: each card is still in the sender's own words.
        </p>
        {points.map((point, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the points are edited in place; their position is their identity
          <div key={i}>
            <div className="flex gap-2">
              <input
                aria-label={`Talking point ${i + 1}`}
                {...invalid(`talkingPoints.${i}`)}
                value={point}
                maxLength={200}
                onChange={(e) => setPoints(points.map((p, j) => (j === i ? e.target.value : p)))}
                className={inputClass}
              />
              <Button
                variant="ghost"
                aria-label={`Remove talking point ${i + 1}`}
                onClick={() => setPoints(points.length > 1 ? points.filter((_, j) => j !== i) : [""])}
              >
                Remove
              </Button>
            </div>
            {problem(`talkingPoints.${i}`)}
          </div>
        ))}
        {problem("talkingPoints")}
        {points.length < CAMPAIGN_TALKING_POINTS_MAX ? (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setPoints([...points, ""])}>
            Add a talking point
          </Button>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold">Who senders write to</legend>
        <div className="flex flex-col gap-1">
          {chambers.map((c) => (
            <label key={c.value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="chamber"
                value={c.value}
                checked={chamber === c.value}
                onChange={() => setChamber(c.value)}
                className="size-5"
              />
              {c.label}
            </label>
          ))}
          {chamber === "statehouse" ? <StatehouseTarget value={targetState} onChange={setTargetState} /> : null}
        </div>
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={`${ids}-goal`} label="Goal in cards (optional)" error={problem("goal")}>
          <input
            id={`${ids}-goal`}
            {...invalid("goal")}
            type="number"
            inputMode="numeric"
            min={1}
            value={goal}
            onChange={(e) => setGoal(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field id={`${ids}-ends`} label="End date (optional)" error={problem("endsOn")}>
          <input
            id={`${ids}-ends`}
            {...invalid("endsOn")}
            type="date"
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="mb-2 font-semibold">Card front</legend>
        <div className="grid gap-1 md:grid-cols-2">
          {cardFronts.map((id) => (
            <label key={id} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="front"
                value={id}
                checked={front === id}
                onChange={() => setFront(id)}
                className="size-5"
              />
              {cardFrontParks[id]}
            </label>
          ))}
        </div>
      </fieldset>
      <LanguageField value={language} onChange={setLanguage} />
      <Field
        id={`${ids}-slug`}
        label="The link's name"
        hint={
          slugLocked ? "The link cannot change once the campaign is live." : "Lower-case letters, digits and hyphens."
        }
        error={problem("slug")}
      >
        <div className="flex items-center gap-1">
          <span className="text-ink/80">/c/</span>
          <input
            id={`${ids}-slug`}
            {...invalid("slug")}
            value={slugEdited ? slug : slugOf(name)}
            readOnly={slugLocked}
            onChange={(e) => {
              setSlugEdited(true);
              setSlug(e.target.value);
            }}
            maxLength={60}
            className={inputClass}
          />
        </div>
      </Field>
      {problems[""] ? <ErrorNote>{problems[""]}</ErrorNote> : null}
      {mutation.error ? <ErrorNote>{mutation.error.message}</ErrorNote> : null}
      <Button type="submit" className="self-start" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? <p className="text-sm text-ink/80">{hint}</p> : null}
      {children}
      {error}
    </div>
  );
}
