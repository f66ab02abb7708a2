import { US_STATES } from "@civic/contracts/address-parsing";
import type { UserInfo } from "@civic/contracts/payments";
import { STATE_CARD_CENTS } from "@civic/contracts/pricing";
import {
  type CheckStateDistrictsResponse,
  type StateChamber,
  type StateDistrict,
  type StateLegislator,
  stateChamberName,
} from "@civic/contracts/state-legislators";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDay, formatPrice } from "@/lib/format";
import { useStateLegislators } from "../../api/state-legislators";

/** The sender's picks in their statehouse: a district per chamber, and the members to write to. */
export interface StateChoice {
  districts: { upper?: string; lower?: string };
  memberIds: string[];
  /** No card to Congress in this order: the state legislators alone. */
  only?: boolean;
}

/** "Senator Ruth Hardy", and Idaho's lettered seat: how a member is named beside their box. */
export function stateMemberName(m: StateLegislator): string {
  return `${m.title} ${m.name}${m.seat ? ` (${m.seat})` : ""}`;
}

/** The sender's district in a chamber: the only candidate, the one their address is in, or the one they chose. */
function districtOf(list: StateDistrict[], settled: string | null, picked: string | undefined) {
  if (list.length === 1) return list[0];
  return list.find((d) => d.id === settled) ?? list.find((d) => d.id === picked);
}

/**
 * The chosen members, as the lookup has them: only members of the sender's district in each
 * chamber, so a district changed later never leaves another's member chosen.
 */
export function chosenStateMembers(
  found: { upper: StateDistrict[]; lower: StateDistrict[] } | undefined,
  choice: StateChoice,
  settled: CheckStateDistrictsResponse,
) {
  if (!found) return [];
  const offered = [
    ...(districtOf(found.upper, settled.upper, choice.districts.upper)?.members ?? []),
    ...(districtOf(found.lower, settled.lower, choice.districts.lower)?.members ?? []),
  ];
  return offered.filter((m) => choice.memberIds.includes(m.id));
}

/**
 * Cards to the sender's state senator and representatives (issue 37): the ZIP's candidate
 * districts in each chamber, named as the state names them with every member. A ZIP that touches
 * several districts is never settled by a guess: the sender chooses theirs.
 */
export function StateLegislators({
  zipCode,
  sender,
  open,
  onOpen,
  choice,
  onChange,
  campaignState,
}: {
  zipCode: string | undefined;
  sender: UserInfo | undefined;
  open: boolean;
  onOpen: () => void;
  choice: StateChoice;
  onChange: (choice: StateChoice) => void;
  /**
   * A statehouse campaign's (decision 0125): its cards are to state legislators only, and, when it
   * names a state (`string`), only a sender of that state is offered any. `null`: each sender's own.
   */
  campaignState?: string | null;
}) {
  const { t, i18n } = useLingui();
  const lookup = useStateLegislators(zipCode, sender, { enabled: open });
  const headingId = useId();
  const price = formatPrice(STATE_CARD_CENTS, i18n);

  if (!open) {
    return (
      <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <h2 id={headingId} className="text-lg font-bold">
          {t`Your state legislators`}
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          {t`Schools, roads, housing and voting rules are decided in your statehouse. Add a card to your state senator or representative, ${price} each.`}
        </p>
        <Button variant="secondary" className="mt-3" onClick={onOpen}>
          {t`Add my state legislators`}
        </Button>
      </section>
    );
  }

  const inCampaign = campaignState !== undefined;
  const found = lookup.found;
  const state = found?.state ?? "";
  const stateName = US_STATES[state] ?? state;
  const otherState = found && campaignState && campaignState !== state ? (US_STATES[campaignState] ?? "") : null;
  const asOf = found?.membersAsOf ? formatDay(found.membersAsOf, i18n) : "";
  const toggle = (id: string, on: boolean) =>
    onChange({ ...choice, memberIds: on ? [...choice.memberIds, id] : choice.memberIds.filter((m) => m !== id) });

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
      data-testid="state-legislators"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {t`Your state legislators`}
        </h2>
        {found && !otherState ? (
          <p className="mt-1 text-sm text-ink/80">
            {t`Check each one who should get a card, ${price} each. Our list of ${stateName}'s legislators is as of ${asOf}.`}
          </p>
        ) : null}
      </div>
      {lookup.status === "loading" ? <p className="text-sm">{t`Looking up your state legislators…`}</p> : null}
      {lookup.status === "error" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-stamp/10 p-3 text-sm text-stamp">
          <p className="font-medium">{t`Your state legislators couldn't be loaded.`}</p>
          <Button variant="secondary" size="sm" onClick={lookup.retry}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {otherState ? (
        <p role="status" className="rounded-xl border-2 border-ink/30 p-3" data-testid="campaign-other-state">
          {t`This campaign is for ${otherState}'s state legislators, and your ZIP code is in ${stateName}, so it has no card for you to send. You can still write to your own lawmakers outside the campaign.`}
        </p>
      ) : null}
      {found && !otherState
        ? (["upper", "lower"] as const).map((chamber) =>
            found[chamber].length ? (
              <Chamber
                key={chamber}
                // Nebraska's one house: its members are senators of "the Legislature".
                name={`${stateName} ${stateChamberName(state, (state === "NE" ? "legislature" : chamber) as StateChamber)}`}
                districts={found[chamber]}
                settled={lookup.settled[chamber]}
                picked={choice.districts[chamber]}
                onPick={(id) => {
                  // Members of the district left behind are no longer chosen.
                  const left = found[chamber].find((d) => d.id === choice.districts[chamber])?.members ?? [];
                  onChange({
                    ...choice,
                    districts: { ...choice.districts, [chamber]: id },
                    memberIds: choice.memberIds.filter((m) => !left.some((l) => l.id === m)),
                  });
                }}
                chosen={choice.memberIds}
                onToggle={toggle}
              />
            ) : null,
          )
        : null}
      {/* A statehouse campaign's cards are to the statehouse alone: no choice to make. */}
      {choice.memberIds.length > 0 && !inCampaign ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 border-t border-ink/10 pt-3">
          <input
            type="checkbox"
            checked={choice.only === true}
            onChange={(e) => onChange({ ...choice, only: e.target.checked })}
            className="mt-0.5 size-5 shrink-0 accent-ink"
          />
          <span>{t`Send to my state legislators only, with no card to Congress`}</span>
        </label>
      ) : null}
    </section>
  );
}

function Chamber({
  name,
  districts,
  settled,
  picked,
  onPick,
  chosen,
  onToggle,
}: {
  name: string;
  districts: StateDistrict[];
  /** The district the street address is in (a configured geocoder said so): no choice asked. */
  settled: string | null;
  picked: string | undefined;
  onPick: (id: string) => void;
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useLingui();
  const district = districtOf(districts, settled, picked);
  const count = districts.length;
  const districtName = district?.name ?? "";
  const byAddress = count > 1 && districts.some((d) => d.id === settled);
  return (
    <div className="min-w-0 space-y-3 border-t border-ink/10 pt-3">
      {byAddress ? (
        <p className="text-sm text-ink/80" data-testid="district-by-address">
          {t`Your street address is in ${districtName}.`}
        </p>
      ) : null}
      {count > 1 && !byAddress ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="font-bold">{t`${name}: which district is yours?`}</legend>
          <p className="text-sm text-ink/80">
            {t`Your ZIP code is split between ${count} districts, so it can't tell us which one you live in. Your voter registration card or your state's election office names yours.`}
          </p>
          {districts.map((d) => {
            const members = d.members.map((m) => `${m.title} ${m.name}`).join(", ");
            return (
              <label
                key={d.id}
                className={cn(
                  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 p-3",
                  d.id === picked ? "border-ink" : "border-ink/10 hover:border-ink/40",
                )}
              >
                <input
                  type="radio"
                  name={`district-${name}`}
                  value={d.id}
                  checked={d.id === picked}
                  onChange={() => onPick(d.id)}
                  className="mt-0.5 size-5 shrink-0 accent-ink"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{d.name}</span>
                  <span className="block text-sm text-ink/75">{members || t`No sitting member in our list`}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {district ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="font-bold">{`${name}, ${districtName}`}</legend>
          {district.members.length === 0 ? (
            <p className="text-sm">{t`This district has no sitting member in our list right now.`}</p>
          ) : null}
          {district.members.map((m) => (
            <label
              key={m.id}
              className={cn(
                "flex min-h-11 items-start gap-3 rounded-xl p-2",
                m.office ? "cursor-pointer" : "cursor-not-allowed opacity-70",
              )}
            >
              <input
                type="checkbox"
                checked={chosen.includes(m.id)}
                disabled={!m.office}
                onChange={(e) => onToggle(m.id, e.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-ink"
              />
              <span className="min-w-0">
                <span className="block font-semibold">{stateMemberName(m)}</span>
                {m.office ? null : (
                  <span className="block text-sm">{t`We have no mailing address for this member's office.`}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
