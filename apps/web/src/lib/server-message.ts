import { errorCodes } from "@civic/contracts/error-codes";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "./api-client";

/**
 * What a sender reads when a request fails. The server writes its messages in English (the spec's
 * words): English shows them as sent. Spanish says them by the answer's code, from the closed list
 * of error codes, so a Spanish screen never shows the server's English. `fallback` is the
 * screen's own message for anything else (already in the page's language).
 */
export function serverMessage(err: unknown, i18n: I18n, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (i18n.locale === "en") return err.message || fallback;
  switch (err.code) {
    case "network":
      return i18n._(msg`We couldn't reach the server. Check your connection and try again.`);
    case errorCodes.rateLimited:
      return i18n._(msg`Too many requests. Please wait a moment and try again.`);
    case errorCodes.unavailable:
    case errorCodes.upstream:
    case errorCodes.busy:
      return i18n._(msg`The service is busy for a moment. Please try again in a minute.`);
    case errorCodes.invalidZip:
      return i18n._(msg`Please enter a valid 5-digit ZIP code.`);
    case errorCodes.notYourMembers:
      return i18n._(msg`A chosen recipient does not represent your ZIP code. Go back and check your ZIP code.`);
    case errorCodes.campaignClosed:
    case errorCodes.campaignEnded:
    case errorCodes.campaignNotLive:
    case errorCodes.campaignSuspended:
      return i18n._(msg`This campaign is not taking cards right now.`);
    case errorCodes.campaignChamber:
      return i18n._(msg`This campaign writes to other members of Congress. Choose its recipients.`);
    case errorCodes.confirmationExpired:
      return i18n._(msg`This link has expired. Ask for a new one.`);
    case errorCodes.frontNotPrintable:
      return i18n._(msg`This card's picture cannot be printed right now. Please try again later.`);
    case errorCodes.unwritableCharacters:
      return i18n._(
        msg`The handwriting on the card can't write some of its characters (an emoji, another alphabet). Go back to your message and remove or replace them.`,
      );
    case errorCodes.notFound:
      return i18n._(msg`We couldn't find that. Check the link and try again.`);
    case errorCodes.invalidBody:
    case errorCodes.invalidJson:
      return i18n._(msg`Something in the form is not right. Check it and try again.`);
    case errorCodes.conflict:
      return i18n._(msg`This was changed in the meantime. Reload the page and try again.`);
    default:
      return fallback;
  }
}
