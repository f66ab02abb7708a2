import type { AdminSession } from "@civic/contracts/admin";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { refreshConsole, signOutOfConsole } from "../api/admin-api";
import { passkeyApi } from "../api/passkeys";
import { passkeyErrorMessage } from "../components/passkey-error";

/**
 * ADMIN_REQUIRE_PASSKEY and a session opened by email link: the operator's first passkey is added
 * here (the email link allows that once), or, with one already, they sign in with it.
 */
export function PasskeyGatePage({ session }: { session: AdminSession }) {
  const enrol = session.access === "enrol_passkey";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${enrol ? "Add a passkey" : "Sign in with your passkey"} · Console`;
  }, [enrol]);

  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      if (enrol) await passkeyApi.add();
      else await passkeyApi.signIn();
      await refreshConsole();
    } catch (err) {
      setError(passkeyErrorMessage(err, enrol ? "add" : "sign-in"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper p-4 text-ink">
      <div className="w-full max-w-sm rounded-3xl border border-ink/10 bg-white p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-bold">{enrol ? "Add a passkey" : "Sign in with your passkey"}</h1>
        <p className="mb-5 text-sm text-ink/80">
          {enrol
            ? `This console asks for a passkey. Your email link lets ${session.email} add one, once; after that you sign in with it.`
            : `This console asks for a passkey. ${session.email} has one, so the email link can't open the console any more.`}
        </p>
        {error ? (
          <p role="alert" className="mb-3 text-sm text-[#a40e1a]">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-3">
          <Button onClick={() => void go()} disabled={busy}>
            {busy ? "Waiting for your passkey…" : enrol ? "Add a passkey" : "Sign in with a passkey"}
          </Button>
          <Button variant="ghost" onClick={() => void signOutOfConsole()} disabled={busy}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
