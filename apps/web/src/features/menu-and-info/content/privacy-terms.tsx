import { ERASED_DATA, KEPT_DATA } from "@civic/contracts/personal-data";
import { paths } from "@/config/paths";
import { usePublicConfig } from "@/lib/public-config";
import { Heading, type HeadingLevel, linkClass, Prose } from "./prose";

const PRIVACY_TERMS_UPDATED = "September 25, 2025";

/** site.md §1: privacy position, data collected, vendors by kind, and the terms of use. */
export function PrivacyTermsContent({ level }: { level: HeadingLevel }) {
  const { appName, supportEmail, retentionDays } = usePublicConfig();
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
        <li>
          Your email address, to send your receipt and news of your order: the confirmation, each card in the mail, any
          refund, and the links you ask for. These are the only emails we send: no newsletters, no marketing.
        </li>
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
      <p className="font-semibold">Your data, in your hands</p>
      <p>
        Every email we send links to your order's private status page (lost the email?{" "}
        <a href={paths.orders} className={linkClass}>
          we can send the links again
        </a>
        ). There you can download a copy of everything we hold about the order: your details, your message, each card's
        text, the emails we sent you and each step of each card.
      </p>
      <p>
        Once every card has been mailed, or failed and been refunded, you can erase your personal data from the same
        page. We erase {ERASED_DATA.join(", ")}. We keep {KEPT_DATA.join("; ")}. Our payment provider keeps its own
        record of the payment. If you don't erase it yourself, we do it {retentionDays} days after your last card is
        mailed or refunded. You can also write to {mail} about your data.
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
