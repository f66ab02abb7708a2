import type { OfficeKind } from "@civic/contracts/card-text";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * An office as the page's language names it. The server names offices in English ("Washington
 * office", "Seattle district office", "Spokane state office", "State Capitol office"); a city is
 * the only part that stays. A home office the server has no label for is a district office.
 */
export function officeLabel(office: { kind?: OfficeKind; label: string | null }, i18n: I18n): string {
  if (office.label === "State Capitol office") return i18n._(msg`State Capitol office`);
  if (office.kind === "washington" || office.label === "Washington office") return i18n._(msg`Washington office`);
  if (!office.label) return i18n._(msg`District office`);
  const home = /^(.+) (district|state) office$/.exec(office.label);
  if (!home) return office.label;
  const city = home[1] ?? "";
  return home[2] === "state" ? i18n._(msg`${city} state office`) : i18n._(msg`${city} district office`);
}
