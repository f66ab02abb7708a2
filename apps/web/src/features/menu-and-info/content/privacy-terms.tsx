import { usePublicConfig } from "@/lib/public-config";
import { Heading, type HeadingLevel, linkClass, Prose } from "./prose";

export const PRIVACY_TERMS_UPDATED = "September 25, 2025";

/** site.md §1: privacy position, data collected, vendors by kind, and the terms of use. */
export function PrivacyTermsContent({ level }: { level: HeadingLevel }) {
  const { appName, supportEmail } = usePublicConfig();
  const mail = (
    <a href={`mailto:${supportEmail}`} className={linkClass}>
      {supportEmail}
    </a>
  );
  return (
    <Prose>
      <p className="text-sm text-ink/80">Last updated {PRIVACY_TERMS_UPDATED}</p>

      <Heading level={level}>Privacy</Heading>
      <p>
        {appName} has no accounts. We collect only what we need to write and mail your postcard, and we never sell or
        share your personal data or the text of your postcard.
      </p>
      <p className="font-semibold">What we collect</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>Your email address, to send receipts, delivery updates and occasional news about {appName}.</li>
        <li>Your mailing address, printed on the card as the return address.</li>
        <li>The text of your postcard.</li>
        <li>Payment information, handled by our card payment provider. We never see or store your card number.</li>
        <li>Basic usage analytics, such as which pages are visited, without your name, email or message.</li>
      </ul>
      <p className="font-semibold">Who helps us</p>
      <p>
        We work with a small number of service providers, each receiving only what its job needs: a postcard writing and
        mailing service, a database for postcard text, a representative lookup and address validation service, a card
        payment provider, and a transactional email service.
      </p>
      <p className="font-semibold">Research and reporting</p>
      <p>
        We may use aggregated, de-identified data, at the level of a House district, for research, reporting or
        commercial purposes. It never identifies you or reveals what you wrote.
      </p>
      <p className="font-semibold">Your choices</p>
      <p>
        You get a confirmation email when your card is mailed. You can opt out of marketing email at any time with the
        unsubscribe link in any of our emails or by writing to {mail}. You can also ask us for a copy of your data at
        the same address.
      </p>

      <Heading level={level}>Terms</Heading>
      <p>By using {appName} you agree that:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>you are at least 18 years old;</li>
        <li>
          you will use it lawfully: no harassment, threats, spam, or anything that breaks election law or any other law;
        </li>
        <li>the message is yours, and you are responsible for what it says.</li>
      </ul>
      <p>If a card cannot be written or mailed because of a problem on our side, we refund it automatically.</p>

      <Heading level={level}>Contact</Heading>
      <p>Questions about privacy or these terms? Write to {mail}.</p>
    </Prose>
  );
}
