import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toast } from "sonner";

/** The words a sharer sends, in the page's language (English: site.md §7's, word for word). */
export function shareText(appName: string): string {
  return i18n._(
    msg`Did something small but powerful today: sent a real postcard to Congress with ${appName}. Took 3 minutes and actually works.`,
  );
}

/**
 * The link a sharer hands out: the site's front page, or the campaign's link when they wrote
 * through one (so the next sender joins it), carrying `ref` (and the order it came from).
 */
export function shareLink(origin: string, ref: string, order?: string | null, campaignSlug?: string | null): string {
  const url = new URL(campaignSlug ? `/c/${encodeURIComponent(campaignSlug)}` : "/", origin);
  url.searchParams.set("ref", ref);
  if (order) url.searchParams.set("order", order);
  // A shared link opens in the language it was shared in (decision 0100); English is the default.
  if (i18n.locale && i18n.locale !== "en") url.searchParams.set("lang", i18n.locale);
  return url.toString();
}

export function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18n._(msg`Link copied!`), { description: i18n._(msg`Share link copied to clipboard`) });
    return true;
  } catch {
    toast.error(i18n._(msg`Failed to copy`), { description: i18n._(msg`Please copy the link manually.`) });
    return false;
  }
}

/**
 * The device share menu first (site.md §4); an aborted share does nothing, any other share
 * failure (or no share menu) falls back to copying the link.
 */
export async function shareOrCopy({ title, text, url }: { title: string; text: string; url: string }) {
  if (canShareNatively()) {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (err) {
      if ((err as Error)?.name === "AbortError") return;
    }
  }
  await copyLink(url);
}

export function smsHref(text: string, url: string): string {
  return `sms:?&body=${encodeURIComponent(`${text} ${url}`)}`;
}

export function mailtoHref(text: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(i18n._(msg`Join me in civic engagement!`))}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
}
