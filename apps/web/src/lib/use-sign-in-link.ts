import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * An email sign-in link's request, for the console's and the organisers' sign-in pages: the
 * address typed, where the request stands, and whether the page was reached from a link that
 * no longer works (`?error=`).
 */
export function useSignInLink(request: (email: string) => Promise<unknown>) {
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
  return { email, setEmail, state, submit, linkError: params.get("error") };
}
