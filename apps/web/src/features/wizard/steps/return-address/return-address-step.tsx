import {
  capitalizeWords,
  normalizeUnit,
  type ParsedAddress,
  parseAddressDescription,
  splitUnit,
  streetWithUnit,
} from "@civic/contracts/address-parsing";
import { FULL_NAME_MAX_LENGTH } from "@civic/contracts/limits";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { type PostcardData, Step } from "../../state/postcard-data";
import { useWizard, wizard } from "../../state/wizard-store";
import { AddressCombobox } from "./address-combobox";

/** wizard.md §9: the form saves itself after 1 s without typing. */
const AUTO_SAVE_MS = 1_000;

type Chosen = Omit<ParsedAddress, "unit">;

function initialAddress(userInfo: PostcardData["userInfo"]): { street: string; unit: string; chosen: Chosen | null } {
  if (!userInfo?.streetAddress) return { street: "", unit: "", chosen: null };
  // The stored street line carries the unit after a comma; the form shows them apart.
  const unit = userInfo.unit ?? "";
  const street =
    unit && userInfo.streetAddress.endsWith(`, ${unit}`)
      ? userInfo.streetAddress.slice(0, -(unit.length + 2))
      : userInfo.streetAddress;
  const { city, state, zipCode } = userInfo;
  return { street, unit, chosen: city && state ? { streetAddress: street, city, state, zipCode } : null };
}

/** Step 4 (wizard.md §2, §5): the sender's name and return address, with suggestions. */
export function ReturnAddressStep() {
  const data = useWizard((s) => s.postcardData);
  const [initial] = useState(() => initialAddress(data.userInfo));
  const [fullName, setFullName] = useState(data.userInfo?.fullName ?? "");
  const [street, setStreet] = useState(initial.street);
  const [unit, setUnit] = useState(initial.unit);
  const [chosen, setChosen] = useState<Chosen | null>(initial.chosen);
  const nameId = useId();
  const streetId = useId();
  const unitId = useId();
  const hintId = useId();

  const name = fullName.trim();
  const complete = Boolean(name && chosen);

  /** What is typed so far; city, state and ZIP stay empty until an address is chosen. */
  function userInfo(): NonNullable<PostcardData["userInfo"]> {
    const u = normalizeUnit(unit);
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
  }, [fullName, street, unit, chosen]);
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
        <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">Your return address</h1>
        <p className="mt-2 text-ink/80">
          Offices read constituent mail first: your address shows you live in the district. It is written on the card as
          the sender.
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
            Full Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={nameId}
            name="fullName"
            required
            aria-required="true"
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            value={fullName}
            onChange={(e) => setFullName(capitalizeWords(e.target.value))}
            onBlur={() => setFullName((v) => v.trim())}
            className="w-full rounded-xl border-2 border-ink/20 bg-paper px-4 py-3 text-lg focus:border-ink focus:outline-none"
          />
        </div>
        <div>
          <label htmlFor={streetId} className="mb-1 block font-semibold">
            Street Address <span aria-hidden="true">*</span>
          </label>
          <AddressCombobox
            id={streetId}
            value={street}
            zipCode={data.zipCode}
            describedBy={hintId}
            onChange={onStreetChange}
            onSelect={(p) => onSelect(p.description)}
          />
          <p id={hintId} className="mt-1 text-sm text-ink/75">
            {chosen
              ? `${chosen.city}, ${chosen.state} ${chosen.zipCode ?? data.zipCode ?? ""}`
              : "Start typing, then choose your address from the list."}
          </p>
        </div>
        <div>
          <label htmlFor={unitId} className="mb-1 block font-semibold">
            Apartment, suite or unit (optional)
          </label>
          <input
            id={unitId}
            name="unit"
            autoComplete="address-line2"
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
            placeholder="Apt 4B"
            className="w-full rounded-xl border-2 border-ink/20 bg-paper px-4 py-3 text-lg focus:border-ink focus:outline-none"
          />
        </div>
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" disabled={!complete}>
            Continue
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              save();
              wizard.setStep(Step.review);
            }}
          >
            Back
          </Button>
        </div>
      </form>
    </main>
  );
}
