import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { priceForCount } from "./recipients";

/**
 * The mix-and-match sheet (wizard.md §2): a bottom sheet on phones, a centred dialog from 768 px.
 * The choice only applies on Continue, which needs at least one recipient.
 */
export function MixAndMatchSheet({
  open,
  onOpenChange,
  options,
  initial,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: Legislator[];
  initial: string[];
  onConfirm: (ids: string[]) => void;
}) {
  // Mounted only while open, so every opening starts from the current choice.
  const [selected, setSelected] = useState<string[]>(initial);

  const toggle = (id: string) =>
    setSelected((s) =>
      s.includes(id) ? s.filter((x) => x !== id) : options.map((o) => o.id).filter((x) => x === id || s.includes(x)),
    );
  const { t, i18n } = useLingui();
  const prices = priceForCount(selected.length);
  const cents = formatPrice(prices.cents, i18n);
  const fullCents = formatPrice(prices.fullCents, i18n);
  const perCard = formatPrice(PER_CARD_CENTS, i18n);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-paper p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none",
            "md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl",
          )}
        >
          <div className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-ink/20 md:hidden" aria-hidden="true" />
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-bold">{t`Mix and match`}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink/80">
                {t`Choose who gets a postcard. Each card is ${perCard}.`}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-1.5 hover:bg-ink/5" aria-label={t`Close`}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <ul className="mt-4 space-y-2">
            {options.map((l) => {
              const checked = selected.includes(l.id);
              return (
                <li key={l.id}>
                  <label
                    className={cn(
                      "flex cursor-pointer flex-wrap items-center gap-3 rounded-2xl border-2 bg-white p-3 transition",
                      checked ? "border-ink" : "border-ink/10 hover:border-ink/40",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-ink"
                      checked={checked}
                      onChange={() => toggle(l.id)}
                    />
                    <span className="min-w-0 flex-1 basis-[9rem]">
                      <span className="block font-semibold">{titledName(l)}</span>
                      <span className="block text-sm text-ink/75">
                        {l.type === "senator" ? t`Senator, ${l.state}` : t`Representative, ${l.district}`}
                      </span>
                    </span>
                    <span className="ml-auto font-semibold">{perCard}</span>
                  </label>
                </li>
              );
            })}
          </ul>

          <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
            {selected.length === 3 ? (
              // Seen: the struck price, then the total (wizard.md §9). Heard: which is which, not "$15 $12".
              <p className="text-lg font-semibold">
                <span aria-hidden="true" data-testid="sheet-total">
                  <s className="font-normal text-ink/80">{fullCents}</s> {t`${cents} total`}
                </span>
                <span className="sr-only">{t`${cents} total, instead of ${fullCents}`}</span>
              </p>
            ) : (
              <p className="text-lg font-semibold" data-testid="sheet-total">
                {t`${cents} total`}
              </p>
            )}
            <Button onClick={() => onConfirm(selected)} disabled={selected.length === 0}>
              {t`Continue`}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
