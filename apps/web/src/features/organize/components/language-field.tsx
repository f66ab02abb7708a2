import type { CampaignLanguage } from "@civic/contracts/campaign-page";
import { useId } from "react";
import { inputClass } from "./organize-shell";

/**
 * The language the organiser writes the campaign in (decision 0123): its public page and its
 * senders' wizard speak it. Each option names its language in that language, as the site's switch does.
 */
export function LanguageField({
  value,
  onChange,
}: {
  value: CampaignLanguage;
  onChange: (value: CampaignLanguage) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Language of the campaign
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink/80">
        Its page and its senders' steps appear in this language, unless a visitor chooses the other.
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value as CampaignLanguage)}
        className={inputClass}
      >
        <option value="en">English</option>
        <option value="es" lang="es">
          Español (Spanish)
        </option>
      </select>
    </div>
  );
}
