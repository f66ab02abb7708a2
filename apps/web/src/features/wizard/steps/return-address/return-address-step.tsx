import {
  capitalizeName,
  checkTypedAddress,
  normalizeUnit,
  type ParsedAddress,
  parseAddressDescription,
  splitUnit,
  streetWithUnit,
  type TypedAddress,
} from "@civic/contracts/address-parsing";
import { FULL_NAME_MAX_LENGTH, STREET_MAX_LENGTH } from "@civic/contracts/limits";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/field";
import { type PostcardData, Step } from "../../state/postcard-data";
import { useWizard, wizard } from "../../state/wizard-store";
import { AddressCombobox } from "./address-combobox";
import { TypedAddressFields } from "./typed-address-fields";
import { UnitField } from "./unit-field";

/** wizard.md §9: the form saves itself after 1 s without typing. */
const AUTO_SAVE_MS = 1_000;

type Chosen = Omit<ParsedAddress, "unit">;

interface Initial {
  street: string;
  unit: string;
  chosen: Chosen | null;
  typed: boolean;
}

function initialAddress(userInfo: PostcardData["userInfo"]): Initial {
  if (!userInfo?.streetAddress) return { street: "", unit: "", chosen: null, typed: Boolean(userInfo?.typed) };
  // The stored street line carries the unit after a comma; the form shows them apart.
  const unit = userInfo.unit ?? "";
  const street =
    unit && userInfo.streetAddress.endsWith(`, ${unit}`)
      ? userInfo.streetAddress.slice(0, -(unit.length + 2))
      : userInfo.streetAddress;
  const { city, state, zipCode } = userInfo;
  if (userInfo.typed) return { street, unit, chosen: null, typed: true };
  return { street, unit, chosen: city && state ? { streetAddress: street, city, state, zipCode } : null, typed: false };
}

/**
 * Step 4 (wizard.md §2, §5): the sender's name and return address, chosen from suggestions or
 * typed by hand ("Enter the address yourself"): any line a post office delivers to, PO boxes,
 * rural routes and highway contract boxes included, which suggestions cannot offer.
 */
export function ReturnAddressStep() {
  const { t } = useLingui();
  const nameTooLong = (over: number) =>
    t({
      message: plural(over, {
        one: `Your name is # character too long for the card. Shorten it to ${FULL_NAME_MAX_LENGTH} characters to continue.`,
        other: `Your name is # characters too long for the card. Shorten it to ${FULL_NAME_MAX_LENGTH} characters to continue.`,
      }),
    });
  const data = useWizard((s) => s.postcardData);
  const [initial] = useState(() => initialAddress(data.userInfo));
  const [fullName, setFullName] = useState(data.userInfo?.fullName ?? "");
  const [street, setStreet] = useState(initial.street);
  const [unit, setUnit] = useState(initial.unit);
  const [chosen, setChosen] = useState<Chosen | null>(initial.chosen);
  const [typedMode, setTypedMode] = useState(initial.typed);
  // Typed by hand: the city, state and ZIP (the ZIP and state start as the landing's).
  const [typed, setTyped] = useState<Omit<TypedAddress, "street">>(() => ({
    city: initial.typed ? (data.userInfo?.city ?? "") : "",
    state: initial.typed ? (data.userInfo?.state ?? "") : (data.representative?.state ?? ""),
    zipCode: initial.typed ? (data.userInfo?.zipCode ?? "") : (data.zipCode ?? ""),
  }));
  const nameId = useId();
  const streetId = useId();
  const unitId = useId();
  const hintId = useId();
  const nameErrorId = useId();

  const name = fullName.trim();
  const nameOver = name.length - FULL_NAME_MAX_LENGTH;
  const typedErrors = checkTypedAddress({ street, ...typed }, STREET_MAX_LENGTH);
  const addressReady = typedMode ? Object.keys(typedErrors).length === 0 : Boolean(chosen);
  const complete = Boolean(name) && nameOver <= 0 && addressReady;

  /** What is typed so far; from suggestions, city, state and ZIP stay empty until one is chosen. */
  function userInfo(): NonNullable<PostcardData["userInfo"]> {
    const u = normalizeUnit(unit);
    if (typedMode) {
      return {
        fullName: name,
        streetAddress: streetWithUnit(street.replace(/\s+/g, " "), u),
        city: typed.city.trim(),
        state: typed.state,
        zipCode: typed.zipCode.trim(),
        ...(u ? { unit: u } : {}),
        typed: true,
      };
    }
    return {
      fullName: name,
      streetAddress: streetWithUnit(chosen?.streetAddress ?? street, u),
      city: chosen?.city ?? "",
      state: chosen?.state ?? "",
      zipCode: chosen ? (chosen.zipCode ?? data.zipCode ?? "") : "",
      ...(u ? { unit: u } : {}),
    };
  }
  const save = () => wizard.updatePostcardData({ userInfo: userInfo() });
  const saveRef = useRef(save);
  saveRef.current = save;

  // Auto-save 1 s after the last change, so a reload or a slip of the thumb loses nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the triggers; save reads them through the ref.
  useEffect(() => {
    const t = setTimeout(() => saveRef.current(), AUTO_SAVE_MS);
    return () => clearTimeout(t);
  }, [fullName, street, unit, chosen, typed, typedMode]);
  // Nor does leaving inside that second: a reload, or back/forward out of the wizard, saves first.
  useEffect(() => {
    const flush = () => {
      if (wizard.getState().currentStep === Step.returnAddress) saveRef.current();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  function onStreetChange(value: string) {
    setStreet(value);
    if (chosen && value !== chosen.streetAddress) setChosen(null);
  }

  function switchMode(toTyped: boolean) {
    setTypedMode(toTyped);
    setChosen(null);
    // A whole line typed into the suggestions field ("PO Box 123, Burlington, VT 05401") goes to
    // its own fields: kept in the street line it was written twice on the card.
    const line = toTyped ? parseAddressDescription(street) : null;
    if (line) {
      setStreet(splitUnit(line.streetAddress.replace(/,\s*/g, " ")).street);
      if (line.unit) setUnit(line.unit);
      setTyped((t) => ({ city: line.city, state: line.state, zipCode: line.zipCode ?? t.zipCode }));
    }
    // The street field stays where it was: focus goes back to it, now the other kind of field.
    requestAnimationFrame(() => document.getElementById(streetId)?.focus());
  }

  function onSelect(description: string) {
    const parsed = parseAddressDescription(description);
    if (!parsed) return;
    const { street: base } = splitUnit(parsed.streetAddress.replace(/,\s*/g, " "));
    setStreet(base);
    if (parsed.unit) setUnit(parsed.unit);
    setChosen({ streetAddress: base, city: parsed.city, state: parsed.state, zipCode: parsed.zipCode ?? data.zipCode });
  }

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-6">
      <div>
        <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">{t`Your return address`}</h1>
        <p className="mt-2 text-ink/80">
          {t`Offices read constituent mail first: your address shows you live in the district. It is written on the card as the sender.`}
        </p>
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!complete) return;
          save();
          wizard.setStep(Step.preview);
        }}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
      >
        <div>
          <label htmlFor={nameId} className="mb-1 block font-semibold">
            {t`Full Name`} <span aria-hidden="true">*</span>
          </label>
          <input
            id={nameId}
            name="fullName"
            required
            aria-required="true"
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(capitalizeName(e.target.value))}
            onBlur={() => setFullName((v) => v.trim())}
            aria-invalid={nameOver > 0 || undefined}
            aria-describedby={nameOver > 0 ? nameErrorId : undefined}
            className={fieldClass(nameOver > 0)}
          />
          {nameOver > 0 ? (
            <p id={nameErrorId} role="alert" className="mt-1 text-sm font-medium text-stamp">
              {nameTooLong(nameOver)}
            </p>
          ) : null}
        </div>
        {typedMode ? (
          <TypedAddressFields
            streetId={streetId}
            unitId={unitId}
            street={street}
            unit={unit}
            fields={typed}
            errors={typedErrors}
            onStreet={setStreet}
            onUnit={setUnit}
            onFields={(patch) => setTyped((t) => ({ ...t, ...patch }))}
            onUseSuggestions={() => switchMode(false)}
          />
        ) : (
          <>
            <div>
              {/* The way out sits above the field: an open suggestions popup never covers it. */}
              <div className="mb-1 flex flex-wrap items-center justify-between gap-x-4">
                <label htmlFor={streetId} className="font-semibold">
                  {t`Street Address`} <span aria-hidden="true">*</span>
                </label>
                <Button variant="ghost" size="sm" className="-ml-3 underline" onClick={() => switchMode(true)}>
                  {t`Enter the address yourself`}
                </Button>
              </div>
              <AddressCombobox
                id={streetId}
                value={street}
                zipCode={data.zipCode}
                describedBy={hintId}
                onChange={onStreetChange}
                onSelect={(p) => onSelect(p.description)}
                onEnterYourself={() => switchMode(true)}
              />
              <p id={hintId} className="mt-1 text-sm text-ink/75">
                {chosen
                  ? `${chosen.city}, ${chosen.state} ${chosen.zipCode ?? data.zipCode ?? ""}`
                  : t`Start typing, then choose your address from the list.`}
              </p>
            </div>
            <UnitField id={unitId} value={unit} onChange={setUnit} />
          </>
        )}
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" disabled={!complete}>
            {t`Continue`}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              save();
              wizard.setStep(Step.review);
            }}
          >
            {t`Back`}
          </Button>
        </div>
      </form>
    </main>
  );
}
