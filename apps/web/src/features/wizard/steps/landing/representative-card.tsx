import type { Legislator } from "@civic/contracts/legislators";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format";

/** What a sender is told of a member whose term ended with no successor in the directory. */
export function useTermEndedNotice() {
  const { t, i18n } = useLingui();
  return (l: Pick<Legislator, "title" | "name" | "type" | "termEnded">) => {
    const who = `${l.title} ${l.name}`;
    const day = formatDay(l.termEnded ?? "", i18n);
    return l.type === "senator"
      ? t`${who}'s term ended on ${day}. Our directory doesn't have the new senator yet, so this seat can't receive a card.`
      : t`${who}'s term ended on ${day}. Our directory doesn't have the new representative yet, so this seat can't receive a card.`;
  };
}

const PLACEHOLDER_PHOTO =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 110"><rect width="90" height="110" fill="#e6e1d6"/><circle cx="45" cy="42" r="18" fill="#b9b1a1"/><path d="M12 110c4-26 18-38 33-38s29 12 33 38z" fill="#b9b1a1"/></svg>',
  );

/** A representative's card: photo (placeholder when it fails), name, district, city and state. */
export function RepresentativeCard({
  rep,
  selected,
  onSelect,
}: {
  rep: Legislator;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useLingui();
  const termEndedNotice = useTermEndedNotice();
  const [photoFailed, setPhotoFailed] = useState(false);
  const place = [rep.city, rep.state].filter(Boolean).join(", ");
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={rep.vacant}
      aria-pressed={selected}
      className={cn(
        // With large text the words go under the photo rather than into a narrow column beside it.
        "relative flex w-full flex-wrap items-center gap-4 rounded-2xl border-2 bg-white p-3 text-left shadow-sm transition",
        selected ? "border-ink ring-2 ring-ink/20" : "border-ink/10 hover:border-ink/40",
        rep.vacant && "cursor-not-allowed border-dashed bg-white/60 hover:border-ink/10",
      )}
    >
      <img
        src={photoFailed || !rep.photo ? PLACEHOLDER_PHOTO : rep.photo}
        onError={() => setPhotoFailed(true)}
        // The button already says the name: the portrait adds nothing to hear.
        alt=""
        width={72}
        height={88}
        className="h-22 w-18 shrink-0 rounded-lg bg-[#e6e1d6] object-cover"
        data-testid="rep-photo"
      />
      <span className="min-w-0 flex-1 basis-[10rem]">
        {/* The badge sits in the flow, above the name, so no text size can put it over the name. */}
        {selected ? (
          <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-sage px-2 py-0.5 text-xs font-bold text-white">
            <Check className="size-3" aria-hidden="true" />
            {t`My Rep`}
          </span>
        ) : null}
        <span className="block text-lg leading-tight font-bold break-words">
          {rep.vacant && !rep.termEnded ? t`Vacant seat` : rep.name}
        </span>
        <span className="block text-sm text-ink/80">{rep.district}</span>
        {place ? <span className="block text-sm text-ink/80">{place}</span> : null}
        {rep.termEnded ? (
          <span className="mt-1 block text-sm font-medium text-stamp">
            {termEndedNotice(rep)} {t`You can still write to your senators.`}
          </span>
        ) : rep.vacant ? (
          <span className="mt-1 block text-sm font-medium text-stamp">
            {t`This seat is vacant right now, so it can't receive a card.`} {t`You can still write to your senators.`}
          </span>
        ) : null}
      </span>
    </button>
  );
}

export function RepresentativeCardSkeleton() {
  return (
    <div
      className="flex w-full animate-pulse items-center gap-4 rounded-2xl border-2 border-ink/5 bg-white p-3"
      aria-hidden="true"
    >
      <div className="h-22 w-18 rounded-lg bg-ink/10" />
      <div className="flex-1 space-y-2">
        <div className="h-5 w-2/3 rounded bg-ink/10" />
        <div className="h-4 w-1/3 rounded bg-ink/10" />
        <div className="h-4 w-1/2 rounded bg-ink/10" />
      </div>
    </div>
  );
}
