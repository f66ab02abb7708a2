import type { TypedAddress } from "@civic/contracts/address-parsing";
import { addressMessages, US_STATES } from "@civic/contracts/address-parsing";
import { STREET_MAX_LENGTH } from "@civic/contracts/limits";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/field";
import { UnitField } from "./unit-field";

type Fields = Omit<TypedAddress, "street">;

interface Props {
  streetId: string;
  unitId: string;
  street: string;
  unit: string;
  fields: Fields;
  errors: Partial<Record<keyof TypedAddress, string>>;
  onStreet(value: string): void;
  onUnit(value: string): void;
  onFields(patch: Partial<Fields>): void;
  onUseSuggestions(): void;
}

/**
 * The address typed by hand, line by line as the card writes it. A field says what is wrong once
 * the person has left it, never while they are still typing.
 */
export function TypedAddressFields(props: Props) {
  const { streetId, unitId, street, unit, fields, errors, onStreet, onUnit, onFields, onUseSuggestions } = props;
  const { t } = useLingui();
  // The contract's checks speak English; each field's message is said in the page's language.
  const messages: Record<keyof TypedAddress, string> = {
    street:
      errors.street === addressMessages.street
        ? t`Enter your street address, PO Box or rural route.`
        : t`Keep the address line to ${STREET_MAX_LENGTH} characters.`,
    city: t`Enter your city or town.`,
    state: t`Choose your state.`,
    zipCode: t`Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.`,
  };
  const [left, setLeft] = useState<Set<keyof TypedAddress>>(() => new Set());
  const cityId = useId();
  const stateId = useId();
  const zipId = useId();
  const ids = { street: streetId, city: cityId, state: stateId, zipCode: zipId };
  const shown = (f: keyof TypedAddress) => (left.has(f) && errors[f] ? messages[f] : undefined);
  const leave = (f: keyof TypedAddress) => () => setLeft((s) => new Set(s).add(f));
  const a11y = (f: keyof TypedAddress, hint?: string) => ({
    id: ids[f],
    onBlur: leave(f),
    "aria-invalid": shown(f) ? true : undefined,
    "aria-describedby": [shown(f) ? `${ids[f]}-error` : null, hint].filter(Boolean).join(" ") || undefined,
    required: true,
    "aria-required": true,
  });
  const error = (f: keyof TypedAddress) =>
    shown(f) ? (
      <p id={`${ids[f]}-error`} className="mt-1 text-sm font-medium text-stamp">
        {shown(f)}
      </p>
    ) : null;

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{t`Your address`}</legend>
      <div>
        <Label htmlFor={streetId}>{t`Street address or PO Box`}</Label>
        <input
          {...a11y("street", `${streetId}-hint`)}
          name="streetAddress"
          autoComplete="address-line1"
          value={street}
          onChange={(e) => onStreet(e.target.value)}
          className={fieldClass(Boolean(shown("street")))}
        />
        <p id={`${streetId}-hint`} className="mt-1 text-sm text-ink/75">
          {t`For example 123 Main St, PO Box 123, Rural Route 2 Box 9 or HC 1 Box 5.`}
        </p>
        {error("street")}
      </div>
      <UnitField id={unitId} value={unit} onChange={onUnit} />
      <div>
        <Label htmlFor={cityId}>{t`City`}</Label>
        <input
          {...a11y("city")}
          name="city"
          autoComplete="address-level2"
          value={fields.city}
          onChange={(e) => onFields({ city: e.target.value })}
          className={fieldClass(Boolean(shown("city")))}
        />
        {error("city")}
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="min-w-[min(100%,12rem)] flex-[2]">
          <Label htmlFor={stateId}>{t`State`}</Label>
          <select
            {...a11y("state")}
            name="state"
            autoComplete="address-level1"
            value={fields.state}
            onChange={(e) => onFields({ state: e.target.value })}
            className={fieldClass(Boolean(shown("state")))}
          >
            <option value="">{t`Choose…`}</option>
            {Object.entries(US_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {error("state")}
        </div>
        <div className="min-w-[min(100%,9rem)] flex-1">
          <Label htmlFor={zipId}>{t`ZIP code`}</Label>
          <input
            {...a11y("zipCode")}
            name="zipCode"
            autoComplete="postal-code"
            inputMode="numeric"
            value={fields.zipCode}
            onChange={(e) => onFields({ zipCode: e.target.value.replace(/[^\d-]/g, "").slice(0, 10) })}
            className={fieldClass(Boolean(shown("zipCode")))}
          />
          {error("zipCode")}
        </div>
      </div>
      <Button variant="ghost" size="sm" className="-ml-3 self-start underline" onClick={onUseSuggestions}>
        {t`Choose from suggestions instead`}
      </Button>
    </fieldset>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-semibold">
      {children} <span aria-hidden="true">*</span>
    </label>
  );
}
