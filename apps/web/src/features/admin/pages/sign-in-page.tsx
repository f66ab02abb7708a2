import { useState } from "react";
import { SignInLinkForm } from "@/components/sign-in-link-form";
import { Button } from "@/components/ui/button";
import { adminApi } from "../api/admin-api";
import { passkeyApi } from "../api/passkeys";
import { passkeyErrorMessage } from "../components/passkey-error";

/**
 * An address gets a one-time link if it is an operator's (everyone sees the same answer); an
 * operator with a passkey signs in with it instead.
 */
export function SignInPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper p-4 text-ink">
      <div className="w-full max-w-sm rounded-3xl border border-ink/10 bg-white p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-bold">Console sign-in</h1>
        <p className="mb-5 text-sm text-ink/80">For Civic Postcard operators. We email you a link that signs you in.</p>
        <SignInLinkForm
          request={adminApi.requestSignIn}
          inputId="operator-email"
          inputClassName="min-h-11 rounded-xl border-2 border-ink/60 px-3 focus:border-ink"
          sent={(email) =>
            `Check your inbox. If ${email} may use the console, a sign-in link is on its way. It works once, for 10 minutes.`
          }
        />
        <PasskeySignIn />
      </div>
    </main>
  );
}

function PasskeySignIn() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await passkeyApi.signIn();
      window.location.assign("/admin");
    } catch (err) {
      setError(passkeyErrorMessage(err, "sign-in"));
      setBusy(false);
    }
  };
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-ink/10 pt-5">
      <p className="text-sm text-ink/80">Added a passkey to the console?</p>
      {error ? (
        <p role="alert" className="text-sm text-[#a40e1a]">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void signIn()} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
