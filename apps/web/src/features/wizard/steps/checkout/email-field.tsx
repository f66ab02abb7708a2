import { checkEmail, EMAIL_REQUIRED, type EmailCheck } from "@civic/contracts/email";
import { EMAIL_MAX_LENGTH } from "@civic/contracts/limits";
import { useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { type Ref, useId, useRef, useState } from "react";
import { useDebouncedCallback } from "use-debounce";
import { cn } from "@/lib/cn";
import { suggestEmail } from "./email-suggestion";

/** wizard.md §4: the first check runs 1 s after typing stops; later edits and blur check at once. */
const EMAIL_VALIDATION_DELAY_MS = 1_000;

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Shown instead of the field's own message, e.g. when Continue was pressed with a bad address. */
  submitError?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function EmailField({ value, onChange, submitError, ref }: Props) {
  const { t } = useLingui();
  const id = useId();
  const hintId = useId();
  const messageId = useId();
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const checkedOnce = useRef(false);

  const validate = (next: string) => {
    checkedOnce.current = true;
    setCheck(checkEmail(next));
    setSuggestion(suggestEmail(next));
  };
  const validateLater = useDebouncedCallback(validate, EMAIL_VALIDATION_DELAY_MS);

  const change = (next: string) => {
    onChange(next);
    if (checkedOnce.current) validate(next);
    else validateLater(next);
  };

  // The contract's check speaks English; its two answers are said in the page's language.
  const checkError =
    check && !check.valid ? (check.error === EMAIL_REQUIRED ? t`Email is required` : t`Invalid email address`) : null;
  const error = submitError ?? checkError;
  const valid = !submitError && check?.valid === true;

  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {t`Email`}
      </label>
      <p id={hintId} className="text-sm text-ink/75">
        {t`For your receipt and a note when your card is mailed.`}
      </p>
      <div className="relative mt-2">
        <input
          ref={ref}
          id={id}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={t`you@example.com`}
          value={value}
          onChange={(e) => change(e.target.value)}
          onBlur={() => {
            validateLater.cancel();
            validate(value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${messageId}`}
          className={cn(
            "w-full rounded-xl border-2 bg-white px-4 py-3 pr-11 text-base placeholder:text-ink/70 focus:outline-none",
            error ? "border-stamp" : valid ? "border-sage" : "border-ink/60 focus:border-ink",
          )}
        />
        {valid ? (
          <CircleCheck
            className="pointer-events-none absolute top-1/2 right-3 size-6 -translate-y-1/2 text-sage"
            aria-label={t`Valid email address`}
            role="img"
            data-testid="email-valid"
          />
        ) : null}
      </div>
      <div id={messageId} aria-live="polite">
        {error ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-stamp">
            {error}
          </p>
        ) : null}
        {suggestion ? (
          <p className="mt-1.5 text-sm">
            <button
              type="button"
              className="rounded font-medium text-ink underline underline-offset-4"
              onClick={() => {
                onChange(suggestion);
                validate(suggestion);
              }}
            >
              {t`Did you mean ${suggestion}?`}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
