import type { FunctionResponse } from "@civic/contracts/functions";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

type Confirmed = FunctionResponse<"confirm-sponsored-claim">;
type State = { status: "sending" } | { status: "refused"; message: string };

/**
 * /c/confirm#{secret}: the link emailed to a sponsored sender. Opening it claims their paid-for cards
 * and opens their order's status page. The secret rides in the fragment, which no server, log or
 * Referer sees, and leaves the address bar at once.
 */
export default function ConfirmClaim() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: "sending" });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = window.location.hash.slice(1);
    window.history.replaceState(null, "", window.location.pathname);
    fetch("/api/functions/confirm-sponsored-claim", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    })
      .then(async (res) => {
        const body = (await res.json()) as Confirmed | { error: { message: string } };
        if ("error" in body) return setState({ status: "refused", message: body.error.message });
        if (body.status === "claimed") return navigate(body.statusPath, { replace: true });
        setState({ status: "refused", message: body.message });
      })
      .catch(() =>
        setState({ status: "refused", message: "We could not reach the server. Please open the link again." }),
      );
  }, [navigate]);

  return (
    <main className="mx-auto max-w-xl space-y-4 p-6">
      {state.status === "sending" ? (
        <p role="status" className="text-lg">
          Sending your postcards…
        </p>
      ) : (
        <>
          <h1 className="text-2xl font-extrabold">Your postcards were not sent</h1>
          <p role="alert" className="text-lg">
            {state.message}
          </p>
          <Link to="/" className="underline">
            Return to Home
          </Link>
        </>
      )}
    </main>
  );
}
