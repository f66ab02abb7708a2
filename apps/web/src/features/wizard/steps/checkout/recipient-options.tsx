import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDay, formatPrice } from "@/lib/format";
import { choosable, priceForCount, type RecipientChoice } from "./recipients";

/** The three recipient options of step 6; choosing 'custom' opens the mix-and-match sheet. */
export function RecipientOptions({
  choice,
  onChoose,
  onOpenCustom,
  representative,
  senators,
  senatorsStatus,
  onRetrySenators,
  customRecipients,
  endedSenators = [],
  paidFor = false,
}: {
  choice: RecipientChoice;
  onChoose: (choice: RecipientChoice) => void;
  onOpenCustom: () => void;
  representative: Legislator | null | undefined;
  senators: Legislator[];
  senatorsStatus: "loading" | "ready" | "error";
  onRetrySenators: () => void;
  customRecipients: Legislator[];
  /** Senators whose term ended with no successor in the directory: not offered, and said why. */
  endedSenators?: Legislator[];
  /** A sponsored campaign's sender pays nothing: no prices or savings beside the choices. */
  paidFor?: boolean;
}) {
  const { t, i18n } = useLingui();
  const price = (cents: number) => formatPrice(cents, i18n);
  const perCard = price(PER_CARD_CENTS);
  const repChoosable = Boolean(representative && !representative.vacant);
  const all = choosable(representative, senators);
  const allPrice = priceForCount(all.length);
  const saving = price(allPrice.fullCents - allPrice.cents);
  const senatorsReady = senatorsStatus === "ready";
  const showGroups = !senatorsReady || senators.length > 0;
  const customPrice = priceForCount(customRecipients.length);

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 text-lg font-bold">{t`Who should get a postcard?`}</legend>

      <Option
        paidFor={paidFor}
        name="rep-only"
        checked={choice === "rep-only"}
        disabled={!repChoosable}
        onSelect={() => onChoose("rep-only")}
        title={t`My representative only`}
        detail={
          representative?.vacant
            ? t`This House seat is vacant right now, so it can't receive a card.`
            : representative
              ? titledName(representative)
              : t`Your representative`
        }
        price={<span className="text-lg font-bold">{perCard}</span>}
      />

      {showGroups ? (
        <>
          <Option
            paidFor={paidFor}
            name="all-three"
            checked={choice === "all-three"}
            disabled={!senatorsReady}
            onSelect={() => onChoose("all-three")}
            title={groupTitle(all, i18n)}
            badge={all.length === 3 ? t`Save ${saving}` : undefined}
            detail={
              senatorsReady
                ? all.map((l) => titledName(l)).join(", ")
                : senatorsStatus === "loading"
                  ? t`Looking up your senators…`
                  : t`Your senators couldn't be loaded.`
            }
            price={
              all.length === 3 ? (
                <span className="text-right">
                  <s className="block text-sm text-ink/80">
                    <span className="sr-only">{t`Instead of`} </span>
                    {price(allPrice.fullCents)}
                  </s>
                  <span className="text-lg font-bold">
                    <span className="sr-only">, {t`now`} </span>
                    {price(allPrice.cents)}
                  </span>
                </span>
              ) : (
                <span className="text-lg font-bold">{price(allPrice.cents)}</span>
              )
            }
          />
          <Option
            paidFor={paidFor}
            name="custom"
            checked={choice === "custom"}
            disabled={!senatorsReady}
            onSelect={() => onChoose("custom")}
            onOpen={onOpenCustom}
            title={t`Mix and match`}
            detail={
              choice === "custom" && customRecipients.length
                ? customRecipients.map((l) => titledName(l)).join(", ")
                : t`Choose exactly who gets a card`
            }
            price={
              <span className="text-lg font-bold">
                {choice === "custom" ? price(customPrice.cents) : t`${perCard} each`}
              </span>
            }
            extra={
              choice === "custom" ? (
                <Button variant="ghost" size="sm" className="mt-1 -ml-3 underline" onClick={onOpenCustom}>
                  {t`Change who gets a card`}
                </Button>
              ) : null
            }
          />
        </>
      ) : null}

      {endedSenators.map((s) => (
        <p key={s.id} className="rounded-xl bg-stamp/10 p-3 text-sm font-medium text-stamp" data-testid="term-ended">
          {termEndedNotice(s, i18n)}
        </p>
      ))}

      {senatorsStatus === "error" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-stamp/10 p-3 text-sm text-stamp">
          <p className="font-medium">{t`Unable to lookup representatives and senators. Please try again.`}</p>
          <Button variant="secondary" size="sm" onClick={onRetrySenators}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The everyone option's name: a seat whose term ended leaves fewer than three to write to. */
function groupTitle(all: Legislator[], i18n: I18n): string {
  if (all.length === 3) return i18n._(msg`All three`);
  if (all.some((l) => l.type === "representative")) return i18n._(msg`My representative and senator`);
  return all.length === 2 ? i18n._(msg`Both senators`) : i18n._(msg`My senator`);
}

/** A seat whose term ended with no successor in the directory (the contract's termEndedNotice, in the page's language). */
function termEndedNotice(l: Legislator, i18n: I18n): string {
  const who = `${l.title} ${l.name}`;
  const day = formatDay(l.termEnded ?? "", i18n);
  return l.type === "senator"
    ? i18n._(
        msg`${who}'s term ended on ${day}. Our directory doesn't have the new senator yet, so this seat can't receive a card.`,
      )
    : i18n._(
        msg`${who}'s term ended on ${day}. Our directory doesn't have the new representative yet, so this seat can't receive a card.`,
      );
}

function Option({
  name,
  checked,
  disabled,
  onSelect,
  title,
  detail,
  price,
  badge,
  extra,
  onOpen,
  paidFor,
}: {
  name: RecipientChoice;
  paidFor: boolean;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  onOpen?: () => void;
  title: string;
  detail: string;
  price: ReactNode;
  badge?: string;
  extra?: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-2xl border-2 bg-white p-4 shadow-sm transition",
        checked ? "border-ink ring-2 ring-ink/15" : "border-ink/10",
        disabled ? "opacity-60" : "hover:border-ink/40",
      )}
    >
      {/* With large text the price goes under the words rather than squeezing them to a letter a line. */}
      <label className={cn("flex flex-wrap items-center gap-3", disabled ? "cursor-not-allowed" : "cursor-pointer")}>
        <input
          type="radio"
          name="recipients"
          value={name}
          checked={checked}
          disabled={disabled}
          // A click or tap on 'custom' opens the sheet (also when already chosen). Arrow keys move
          // through the options and only choose one (e.detail is 0 for a click the keyboard makes):
          // the sheet then opens from "Change who gets a card", never by itself.
          onClick={name === "custom" && onOpen ? (e) => e.detail > 0 && onOpen() : undefined}
          onChange={onSelect}
          className="size-5 shrink-0 accent-ink"
        />
        <span className="min-w-0 flex-1 basis-[9rem]">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{title}</span>
            {badge && !paidFor ? (
              <span className="rounded-full bg-sage px-2 py-0.5 text-xs font-bold text-white">{badge}</span>
            ) : null}
          </span>
          <span className="block text-sm text-ink/75">{detail}</span>
        </span>
        {paidFor ? null : <span className="ml-auto">{price}</span>}
      </label>
      {extra}
    </div>
  );
}
