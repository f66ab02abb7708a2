import { useLingui } from "@lingui/react/macro";
import { fieldClass } from "@/components/ui/field";

/** The address's second line, the same whether the street was chosen from suggestions or typed. */
export function UnitField({ id, value, onChange }: { id: string; value: string; onChange: (unit: string) => void }) {
  const { t } = useLingui();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t`Apartment, suite or unit (optional)`}
      </label>
      <input
        id={id}
        name="unit"
        autoComplete="address-line2"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t`Apt 4B`}
        className={fieldClass(false)}
      />
    </div>
  );
}
