import { Button } from "@/components/ui/button";
import { useSignInLink } from "@/lib/use-sign-in-link";
import { organizeApi } from "../api/organize-api";
import { inputClass } from "../components/organize-shell";

/** Anyone may organise: an email link signs them in, and the session it opens is an organiser's. */
export function SignInPage() {
  const { email, setEmail, state, submit, linkError } = useSignInLink(organizeApi.requestSignIn);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper p-4 text-ink">
      <div className="w-full max-w-md rounded-3xl border border-ink/10 bg-white p-6 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">Organise a campaign</h1>
        <p className="mb-5 text-ink/80">
          One link for your members: each writes their own handwritten postcard to Congress, and you see how many did,
          and where. We email you a link that signs you in.
        </p>
        {state === "sent" ? (
          <p role="status" className="rounded-xl bg-sage/10 p-4 text-[#1f5c3f]">
            Check your inbox: a sign-in link is on its way to {email.trim()}. It works once, for 10 minutes.
          </p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3">
            {linkError ? (
              <p role="alert" className="text-sm text-[#a40e1a]">
                That sign-in link has expired or was already used. Ask for a new one.
              </p>
            ) : null}
            <label htmlFor="organiser-email" className="font-semibold">
              Email
            </label>
            <input
              id="organiser-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
            {state === "error" ? (
              <p role="alert" className="text-sm text-[#a40e1a]">
                We couldn't send the link just now. Try again in a minute.
              </p>
            ) : null}
            <Button type="submit" disabled={state === "sending"}>
              {state === "sending" ? "Sending…" : "Email me a sign-in link"}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
