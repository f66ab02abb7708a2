import { useLingui } from "@lingui/react/macro";
import { usePublicConfig } from "@/lib/public-config";
import { Prose } from "./prose";

export function ContactContent() {
  const { t } = useLingui();
  const { supportEmail } = usePublicConfig();
  return (
    <Prose>
      <p>{t`Questions about a postcard, an order or your data? Write to us and a person will answer.`}</p>
      <p>
        <a
          href={`mailto:${supportEmail}`}
          className="inline-flex min-h-11 items-center rounded-xl bg-ink px-5 font-semibold text-white hover:bg-ink/90"
        >
          {supportEmail}
        </a>
      </p>
      <p>{t`Please include your order number if you have one. You can also write to this address about your data: a copy of it, or its erasure.`}</p>
    </Prose>
  );
}
