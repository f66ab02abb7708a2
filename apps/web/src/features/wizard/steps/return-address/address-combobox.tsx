import type { AddressPrediction } from "@civic/contracts/addresses";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useDebounce } from "use-debounce";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { useAddressSuggestions } from "../../api/address-suggestions";

/** wizard.md §9: suggestions from 3 characters, 150 ms after typing stops, US only. */
const MIN_CHARS = 3;
const DEBOUNCE_MS = 150;

interface Props {
  id: string;
  value: string;
  zipCode?: string;
  invalid?: boolean;
  describedBy?: string;
  onChange(value: string): void;
  onSelect(prediction: AddressPrediction): void;
  /** The way out when nothing is found: the address typed line by line. */
  onEnterYourself(): void;
}

/**
 * The street field: an ARIA 1.2 combobox (input + listbox, aria-activedescendant) whose list
 * follows the keyboard (arrows, Enter, Escape). One Places session token per address search.
 */
export function AddressCombobox({
  id,
  value,
  zipCode,
  invalid,
  describedBy,
  onChange,
  onSelect,
  onEnterYourself,
}: Props) {
  const { t } = useLingui();
  const KEEP_TYPING = t`Keep typing to see address suggestions...`;
  const SEARCHING = t`Searching addresses...`;
  const NONE_FOUND = t`No addresses found. Try typing a different address.`;
  // Enter with nothing picked: how to pick, or where to go when nothing fits.
  const HOW_TO_CHOOSE = t`Use the arrow keys to pick an address, then Enter. Not listed? Choose Enter the address yourself.`;
  const NOTHING_TO_CHOOSE = t`No address to pick yet. Keep typing, or choose Enter the address yourself.`;
  const found = (n: number) =>
    t({
      message: plural(n, {
        one: "# address found. Use the arrow keys to choose one.",
        other: "# addresses found. Use the arrow keys to choose one.",
      }),
    });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [enterHint, setEnterHint] = useState<string | null>(null);
  const sessionToken = useRef<string>(crypto.randomUUID());
  const popup = useRef<HTMLDivElement>(null);
  const listId = useId();
  const statusId = useId();
  const query = value.trim();
  const [debounced] = useDebounce(query, DEBOUNCE_MS);
  const search = useAddressSuggestions(debounced, {
    zipCode,
    sessionToken: sessionToken.current,
    enabled: debounced.length >= MIN_CHARS,
  });
  // wizard.md §8: a failed search shows no suggestions.
  const done = debounced === query && !search.isFetching && (search.isSuccess || search.isError);
  const predictions = done ? (search.data?.predictions ?? []) : [];
  const message =
    enterHint ??
    (query.length < MIN_CHARS ? KEEP_TYPING : !done ? SEARCHING : predictions.length === 0 ? NONE_FOUND : null);
  const expanded = open && query.length > 0;
  const hasOptions = expanded && predictions.length > 0;
  const noneFound = expanded && done && query.length >= MIN_CHARS && predictions.length === 0;

  function choose(prediction: AddressPrediction) {
    onSelect(prediction);
    setOpen(false);
    // The session ends with a choice; the next search is billed as a new one.
    sessionToken.current = crypto.randomUUID();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!predictions.length) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? predictions.length - 1 : (i + step + predictions.length) % predictions.length,
      );
    } else if (e.key === "Enter" && expanded) {
      // Enter never submits the form from an open list: it picks, or says how to.
      e.preventDefault();
      if (hasOptions && active >= 0) choose(predictions[active]!);
      else if (hasOptions && predictions.length === 1) choose(predictions[0]!);
      else setEnterHint(hasOptions ? HOW_TO_CHOOSE : NOTHING_TO_CHOOSE);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <input
        id={id}
        name="streetAddress"
        role="combobox"
        aria-expanded={hasOptions}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hasOptions && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={
          [describedBy, expanded && message ? statusId : undefined].filter(Boolean).join(" ") || undefined
        }
        aria-invalid={invalid || undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setActive(-1);
          setEnterHint(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          // Tab to the popup's own button keeps it open, or the button would vanish under the focus.
          if (popup.current?.contains(e.relatedTarget)) return;
          setOpen(false);
          setEnterHint(null);
        }}
        onKeyDown={onKeyDown}
        placeholder="123 Main St"
        className={fieldClass(Boolean(invalid))}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only closes the popup once focus leaves it */}
      <div
        ref={popup}
        onBlur={(e) => {
          if (!popup.current?.contains(e.relatedTarget) && e.relatedTarget?.id !== id) setOpen(false);
        }}
        className={cn(
          "absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-ink/15",
          !expanded && "hidden",
        )}
      >
        <p id={statusId} role="status" className={cn("px-4 py-3 text-sm text-ink/75", !message && "sr-only")}>
          {expanded ? (message ?? found(predictions.length)) : ""}
        </p>
        {noneFound ? (
          // Where the eye already is: the popup offers the way out itself (a PO box, a rural route).
          <Button
            variant="secondary"
            size="sm"
            className="mx-4 mb-3"
            // Keep focus in the input until the click lands, as the options do.
            onMouseDown={(e) => e.preventDefault()}
            onClick={onEnterYourself}
          >
            {t`Enter the address yourself`}
          </Button>
        ) : null}
        <div id={listId} role="listbox" aria-label={t`Address suggestions`} className={cn(!hasOptions && "hidden")}>
          {predictions.map((p, i) => (
            // The combobox pattern: focus stays in the input (aria-activedescendant), whose keys drive the list.
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={p.place_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-label={p.description.replace(/, USA$/, "")}
              // Keep focus in the input, so the click lands before the blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(p)}
              onMouseMove={() => setActive(i)}
              className={cn("cursor-pointer border-t border-ink/5 px-4 py-3", i === active && "bg-ink/10")}
            >
              <span className="block font-semibold">{p.structured_formatting.main_text}</span>
              <span className="block text-sm text-ink/75">{p.description.replace(/, USA$/, "")}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
