import { useLingui } from "@lingui/react/macro";
import { paths } from "@/config/paths";
import { formatDay } from "@/lib/format";
import { usePublicConfig } from "@/lib/public-config";
import { Heading, type HeadingLevel, linkClass, Prose } from "./prose";

const PRIVACY_TERMS_UPDATED = "2025-09-25";

/** site.md §1: privacy position, data collected, vendors by kind, and the terms of use. */
export function PrivacyTermsContent({ level }: { level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const { appName, supportEmail, retentionDays } = usePublicConfig();
  const updated = formatDay(PRIVACY_TERMS_UPDATED, i18n);
  // The contract's ERASED_DATA and KEPT_DATA (personal-data.ts), in the page's language.
  const erased = [
    t`your name`,
    t`your street address and city`,
    t`your email address`,
    t`your message and the text of each card`,
    t`the pictures of your cards`,
  ].join(", ");
  const kept = [
    t`the amounts paid and refunded, and the number of cards (for our accounts and tax records)`,
    t`the ZIP code and state, which place the order in a congressional district (for de-identified counts)`,
    t`which legislators were written to, and the dates of each step`,
  ].join("; ");
  const mail = (
    <a href={`mailto:${supportEmail}`} className={linkClass}>
      {supportEmail}
    </a>
  );
  return (
    <Prose>
      <p className="text-sm text-ink/80">{t`Last updated ${updated}`}</p>

      <Heading level={level}>{t`Privacy`}</Heading>
      <p>{t`${appName} has no accounts. We collect only what we need to write and mail your postcard, and we never sell or share your personal data or the text of your postcard.`}</p>
      <p className="font-semibold">{t`What we collect`}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t`Your email address, to send your receipt and news of your order: the confirmation, each card in the mail, any refund, and the links you ask for. These are the only emails we send: no newsletters, no marketing.`}</li>
        <li>{t`Your mailing address, printed on the card as the return address.`}</li>
        <li>{t`The text of your postcard.`}</li>
        <li>{t`Payment information, handled by our card payment provider. We never see or store your card number.`}</li>
        <li>{t`Basic usage analytics, such as which pages are visited, without your name, email or message.`}</li>
      </ul>
      <p className="font-semibold">{t`Who helps us`}</p>
      <p>{t`We work with a small number of service providers, each receiving only what its job needs: a postcard writing and mailing service, a database for postcard text, a representative lookup and address validation service, a card payment provider, and a transactional email service.`}</p>
      <p className="font-semibold">{t`Research and reporting`}</p>
      <p>{t`We may use aggregated, de-identified data, at the level of a House district, for research, reporting or commercial purposes. It never identifies you or reveals what you wrote.`}</p>
      <p className="font-semibold">{t`Your data, in your hands`}</p>
      <p>
        {t`Every email we send links to your order's private status page (lost the email?`}{" "}
        <a href={paths.orders} className={linkClass}>
          {t`we can send the links again`}
        </a>
        {t`). There you can download a copy of everything we hold about the order: your details, your message, each card's text, the emails we sent you and each step of each card.`}
      </p>
      <p>
        {t`Once every card has been mailed, or failed and been refunded, you can erase your personal data from the same page. We erase ${erased}. We keep ${kept}. Our payment provider keeps its own record of the payment. If you don't erase it yourself, we do it ${retentionDays} days after your last card is mailed or refunded. You can also write to`}{" "}
        {mail} {t`about your data.`}
      </p>

      <Heading level={level}>{t`Terms`}</Heading>
      <p>{t`By using ${appName} you agree that:`}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t`you are at least 18 years old;`}</li>
        <li>{t`you will use it lawfully: no harassment, threats, spam, or anything that breaks election law or any other law;`}</li>
        <li>{t`the message is yours, and you are responsible for what it says.`}</li>
      </ul>
      <p>{t`If a card cannot be written or mailed because of a problem on our side, we refund it automatically.`}</p>

      <Heading level={level}>{t`Contact`}</Heading>
      <p>
        {t`Questions about privacy or these terms? Write to`} {mail}.
      </p>
    </Prose>
  );
}
