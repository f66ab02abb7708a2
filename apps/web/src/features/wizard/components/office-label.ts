import type { CardOffice } from "@civic/contracts/card-text";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * An office as the page's language names it. The server names it in English ("Washington office",
 * "Seattle district office", "Spokane state office"); the city is the only part that stays.
 */
export function officeLabel(office: Pick<CardOffice, "kind" | "label">, i18n: I18n): string {
  if (office.kind === "washington") return i18n._(msg`Washington office`);
  const home = /^(.+) (district|state) office$/.exec(office.label);
  if (!home) return office.label;
  const city = home[1] ?? "";
  return home[2] === "state" ? i18n._(msg`${city} state office`) : i18n._(msg`${city} district office`);
}
