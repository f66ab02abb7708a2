import { type FormEvent, type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * An email sign-in link's form, for the console's and the organisers' sign-in pages: the address,
 * the request's progress and failure, what was sent, and a note when the page was reached from a
 * link that no longer works (`?error=`).
 */
export function SignInLinkForm({
  request,
  inputId,
  inputClassName,
  sent,
}: {
  request: (email: string) => Promise<unknown>;
  inputId: string;
  inputClassName: string;
  /** What the page says once the link is on its way to `email`. */
  sent: (email: string) => ReactNode;
}) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "error">("idle");
  const [params] = useSearchParams();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState("sending");
    try {
      await request(email.trim());
      setState("sent");
    } catch {
      setState("error");
    }
  };
  if (state === "sent") {
    return (
      <p role="status" className="rounded-xl bg-sage/10 p-4 text-[#1f5c3f]">
        {sent(email.trim())}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      {params.get("error") ? (
        <p role="alert" className="text-sm text-[#a40e1a]">
          That sign-in link has expired or was already used. Ask for a new one.
        </p>
      ) : null}
      <label htmlFor={inputId} className="font-semibold">
        Email
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={inputClassName}
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
  );
}
