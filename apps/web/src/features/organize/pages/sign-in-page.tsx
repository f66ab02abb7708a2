import { SignInLinkForm } from "@/components/sign-in-link-form";
import { organizeApi } from "../api/organize-api";
import { inputClass } from "../components/organize-shell";
import { useOrganizePage } from "../components/page-arrival";

/** Anyone may organise: an email link signs them in, and the session it opens is an organiser's. */
export function SignInPage() {
  useOrganizePage("Sign in");
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper p-4 text-ink">
      <div className="w-full max-w-md rounded-3xl border border-ink/10 bg-white p-6 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">Organise a campaign</h1>
        <p className="mb-5 text-ink/80">
          One link for your members: each writes their own handwritten postcard to Congress, and you see how many did,
          and where. We email you a link that signs you in.
        </p>
        <SignInLinkForm
          request={organizeApi.requestSignIn}
          inputId="organiser-email"
          inputClassName={inputClass}
          sent={(email) => `Check your inbox: a sign-in link is on its way to ${email}. It works once, for 10 minutes.`}
        />
      </div>
    </main>
  );
}
