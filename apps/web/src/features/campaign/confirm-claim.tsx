import { errorCodes } from "@civic/contracts/error-codes";
import type { FunctionResponse } from "@civic/contracts/functions";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { ApiError, invoke } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";

type Refusal = Exclude<FunctionResponse<"confirm-sponsored-claim">, { status: "claimed" }>;
/** Kept as the server answered, and said at render: the language switch re-says it. */
type State = { status: "sending" } | { status: "refused"; refusal: Refusal } | { status: "failed"; error: unknown };

/**
 * /c/confirm#{secret}: the link emailed to a sponsored sender. Opening it claims their paid-for cards
 * and opens their order's status page. The secret rides in the fragment, which no server, log or
 * Referer sees, and leaves the address bar at once (with the link's `?lang=`, already applied).
 */
export default function ConfirmClaim() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: "sending" });
  // The status page keeps the page's language on a reload, as a campaign's link hands it to the wizard.
  const language = i18n.locale === "en" ? "" : `?lang=${i18n.locale}`;
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = window.location.hash.slice(1);
    window.history.replaceState(null, "", window.location.pathname);
    invoke("confirm-sponsored-claim", { token })
      .then((body) => {
        if (body.status === "claimed") return navigate(`${body.statusPath}${language}`, { replace: true });
        setState({ status: "refused", refusal: body });
      })
      .catch((error: unknown) => setState({ status: "failed", error }));
  }, [navigate, language]);

  return (
    <>
      <header className="border-b border-ink/10">
        <div className="mx-auto flex h-14 max-w-xl items-center justify-between px-4">
          <span className="text-lg font-bold">Civic Postcard</span>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto max-w-xl space-y-4 p-6">
        {state.status === "sending" ? (
          <p role="status" className="text-lg">
            {t`Sending your postcards…`}
          </p>
        ) : (
          <>
            <h1 className="text-2xl font-extrabold">{t`Your postcards were not sent`}</h1>
            <p role="alert" className="text-lg">
              <WhyNotSent state={state} />
            </p>
            <Link to="/" className="inline-flex min-h-11 items-center underline">
              {t`Return to Home`}
            </Link>
          </>
        )}
      </main>
    </>
  );
}

/**
 * Why: in English the server's own sentence, as before; in Spanish said here from the answer's
 * status and facts, or the error's code (decision 0115: the server speaks English).
 */
function WhyNotSent({ state }: { state: Exclude<State, { status: "sending" }> }) {
  const { t, i18n } = useLingui();
  if (state.status === "refused") {
    const { refusal } = state;
    if (i18n.locale === "en") return refusal.message;
    const price = formatPrice(refusal.priceCents, i18n);
    const organisation = refusal.organisation;
    switch (refusal.status) {
      case "exhausted":
        return t`This campaign's paid-for postcards have all been claimed. You can still send yours for ${price}.`;
      case "hour_full":
        return t`This hour's paid-for postcards have all been claimed. Try again in an hour, or send yours for ${price}.`;
      case "used":
        return t`${organisation} has already paid for postcards sent with this email address. You can still send yours for ${price}.`;
    }
  }
  const error = state.status === "failed" ? state.error : null;
  const unreachable = t`We could not reach the server. Please open the link again.`;
  if (!(error instanceof ApiError) || error.code === "network") return unreachable;
  if (i18n.locale === "en") return error.message;
  switch (error.code) {
    case errorCodes.notFound:
      return t`This link is not valid. Please write your postcard again.`;
    case errorCodes.confirmationExpired:
      return t`This link has expired. Please write your postcard again.`;
    case errorCodes.rateLimited:
      return t`Too many requests. Please wait a moment and try again.`;
    default:
      return t`Your postcards could not be sent just now. Please open the link again in a moment.`;
  }
}
