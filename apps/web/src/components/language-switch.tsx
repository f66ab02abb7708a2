import { useLingui } from "@lingui/react";
import { chooseLocale } from "@/i18n/locale";

/**
 * The Español / English switch on every sender's screen: names the other language in that language
 * (so a reader of it recognises it) and switches in place, keeping whatever was typed. Plain
 * classes, not cn(): the entry chunk stays free of tailwind-merge.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const other = i18n.locale === "es" ? "en" : "es";
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void chooseLocale(other)}
      className={`flex min-h-11 items-center rounded-lg px-2 font-semibold underline-offset-4 hover:underline ${className ?? ""}`}
    >
      {other === "es" ? "Español" : "English"}
    </button>
  );
}
