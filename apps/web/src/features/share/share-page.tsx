import { useLingui } from "@lingui/react/macro";
import { Copy, Share2 } from "lucide-react";
import { useId } from "react";
import { useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/lib/public-config";
import { canShareNatively, copyLink, shareLink, shareOrCopy, shareText } from "@/lib/share";

const DEFAULT_REF = "direct";

/** /share and /share/{orderId} (site.md §2): the device share menu when there is one, else copy. */
export function SharePage() {
  const { t } = useLingui();
  const { appName, frontendUrl } = usePublicConfig();
  const { orderId } = useParams();
  const [query] = useSearchParams();
  const ref = query.get("ref")?.trim() || DEFAULT_REF;
  const order = orderId ?? query.get("order");
  const url = shareLink(frontendUrl || window.location.origin, ref, order);
  const text = shareText(appName);
  const native = canShareNatively();
  const linkId = useId();

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-10 text-center">
      <Share2 className="mx-auto size-12 text-ink-soft" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold">{t`Share the Impact`}</h1>
      <p className="text-lg text-ink/80">
        {t`A handwritten postcard takes 3 minutes and lands on a real desk in D.C. Invite your friends to send theirs.`}
      </p>
      <blockquote className="rounded-2xl bg-white p-4 text-left italic shadow-sm ring-1 ring-ink/10">{text}</blockquote>
      <div className="text-left">
        <label htmlFor={linkId} className="block text-sm font-semibold">
          {t`Your invite link`}
        </label>
        <input
          id={linkId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded-xl border-2 border-ink/60 bg-white px-3 py-2 text-sm"
        />
      </div>
      {native ? (
        <Button size="lg" className="w-full" onClick={() => shareOrCopy({ title: appName, text, url })}>
          <Share2 className="size-5" aria-hidden="true" />
          {t`Invite Others to Take Action`}
        </Button>
      ) : (
        <Button size="lg" className="w-full" onClick={() => copyLink(url)}>
          <Copy className="size-5" aria-hidden="true" />
          {t`Copy Link`}
        </Button>
      )}
      <p className="text-sm text-ink/75">
        {native
          ? t`Opens your device's share menu so you can send it by text, email or any app.`
          : t`Copies your invite link so you can paste it into a text, an email or a post.`}
      </p>
    </main>
  );
}
