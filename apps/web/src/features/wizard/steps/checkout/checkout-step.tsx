import type { OfficeKind } from "@civic/contracts/card-text";
import { checkEmail } from "@civic/contracts/email";
import { errorCodes } from "@civic/contracts/errors";
import { titledName } from "@civic/contracts/legislator-name";
import { sendOptionForCount } from "@civic/contracts/pricing";
import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useRef, useState } from "react";
import { type PaymentSession, paymentErrors } from "@/components/payment/payment-errors";
import { PaymentPanel, type PaymentPanelState } from "@/components/payment/payment-panel";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { useClaimSponsoredCards, useCreatePayment, useLocalCheckoutPay } from "../../api/payments";
import { usePlannedCards } from "../../api/planned-cards";
import { useSenators } from "../../api/senators";
import { useStateLegislators } from "../../api/state-legislators";
import { completedOrder } from "../../state/completed-order";
import { POSTCARD_DATA_KEY, Step } from "../../state/postcard-data";
import { usePrintedFront } from "../../state/printed-front";
import { useWizard, wizard } from "../../state/wizard-store";
import { CampaignShareConsent, ClaimEmailedNotice } from "./campaign-notices";
import { EmailField } from "./email-field";
import { MixAndMatchSheet } from "./mix-and-match-sheet";
import { OfficeOptions } from "./office-options";
import { orderRequest } from "./order-request";
import { OrderSummary } from "./order-summary";
import { namingOthers, OtherMembersWarning, PlannedCardList } from "./planned-cards";
import { RecipientOptions } from "./recipient-options";
import { choosable, type RecipientChoice, recipientsFor } from "./recipients";
import { chosenStateMembers, StateLegislators, stateMemberName } from "./state-legislators";
import { WriteItMyself } from "./write-it-myself";

/** Step 6 (wizard.md §2): recipients, email, order summary, then the embedded payment form. */
export function CheckoutStep() {
  const { t, i18n } = useLingui();
  const INVALID_EMAIL_BEFORE_PAYMENT = t`Please enter a valid email address`;
  const NO_RECIPIENTS = t`Pick at least one recipient.`;
  const data = useWizard((s) => s.postcardData);
  const representative = data.representative;
  const senators = useSenators(data.zipCode);
  // The choice and the email live in the flow state, so a refresh here keeps them.
  // A campaign's chamber is where the choice starts (the Senate alone: its two senators); the
  // sender can still change it.
  const chamber = data.campaign?.chamber;
  // The front step 5 previewed (the campaign's, when it can be printed).
  const front = usePrintedFront(data.campaign?.cardFront);
  const campaignChoice: RecipientChoice | undefined =
    chamber === "both" ? "all-three" : chamber === "senate" ? "custom" : undefined;
  const choice: RecipientChoice =
    data.recipientChoice ?? campaignChoice ?? (representative?.vacant ? "all-three" : "rep-only");
  const customIds = data.customRecipientIds ?? (chamber === "senate" ? senators.senators.map((s) => s.id) : []);
  const setChoice = (recipientChoice: RecipientChoice) => wizard.updatePostcardData({ recipientChoice });
  const setCustomIds = (customRecipientIds: string[]) => wizard.updatePostcardData({ customRecipientIds });
  const [sheetOpen, setSheetOpenState] = useState(false);
  // The sheet gives focus back to what opened it (it is not a Radix trigger), never to the body.
  const sheetOpener = useRef<HTMLElement | null>(null);
  const setSheetOpen = (open: boolean) => {
    if (open) sheetOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else requestAnimationFrame(() => sheetOpener.current?.focus());
    setSheetOpenState(open);
  };
  const email = data.email ?? "";
  const setEmail = (value: string) => wizard.updatePostcardData({ email: value });
  const [emailSubmitError, setEmailSubmitError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ attempt: number; state: PaymentPanelState } | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const attempt = useRef(0);
  const office: OfficeKind = data.office ?? "washington";
  const createPayment = useCreatePayment();
  const claimSponsored = useClaimSponsoredCards();
  const payWithLocalCheckout = useLocalCheckoutPay();
  // A sponsored campaign's sender confirms without a payment form, until the server says the
  // budget cannot cover them: then its plain message, and the paid path.
  const [sponsorshipEnded, setSponsorshipEnded] = useState<string | null>(null);
  const sponsor = data.campaign?.sponsored && !sponsorshipEnded ? data.campaign.organisation : null;
  const organisation = data.campaign?.organisation ?? "";
  const [claimEmailedTo, setClaimEmailedTo] = useState<string | null>(null);

  // Cards to state legislators (issue 37): in a campaign's order only when it writes to a
  // statehouse (decision 0125), and then alone, and only to its one state's when it names one.
  const statehouse = chamber === "statehouse";
  const campaignState = statehouse ? (data.campaign?.targetState ?? null) : undefined;
  const stateChoice = data.stateLegislators ?? { districts: {}, memberIds: [] };
  const stateOpen = data.stateOpen === true || statehouse;
  const stateLookup = useStateLegislators(data.zipCode, data.userInfo, {
    enabled: stateOpen && (!data.campaign || statehouse),
  });
  const inOtherState = !!campaignState && !!stateLookup.found && stateLookup.found.state !== campaignState;
  const stateMembers =
    (data.campaign && !statehouse) || inOtherState
      ? []
      : chosenStateMembers(stateLookup.found, stateChoice, stateLookup.settled);
  const congressRecipients = recipientsFor(choice, representative, senators.senators, customIds);
  const recipients = statehouse || (stateMembers.length > 0 && stateChoice.only) ? [] : congressRecipients;
  const cardCount = recipients.length + stateMembers.length;
  const options = choosable(representative, senators.senators);
  const planned = usePlannedCards(
    data.finalMessage,
    data.userInfo,
    [...recipients, ...stateMembers].map((r) => r.id),
    office,
  );
  const naming = planned.status === "ready" ? namingOthers(planned.cards) : [];
  // "Send as written" holds for this message to these recipients; any change asks again.
  const namingKey = `${data.finalMessage}|${naming.map((c) => c.recipientId).join(",")}`;
  const [sendAsWritten, setSendAsWritten] = useState<string | null>(null);
  const needsDecision = naming.length > 0 && sendAsWritten !== namingKey;

  async function onContinue() {
    setFormError(null);
    const emailCheck = checkEmail(email);
    if (!emailCheck.valid) {
      setEmailSubmitError(INVALID_EMAIL_BEFORE_PAYMENT);
      emailInput.current?.focus();
      return;
    }
    if (cardCount === 0) {
      setFormError(NO_RECIPIENTS);
      return;
    }
    if (needsDecision) {
      warningRef.current?.focus();
      return;
    }
    wizard.updatePostcardData({ sendOption: sendOptionForCount(recipients.length), email: emailCheck.email });
    const stored = {
      ...wizard.getState().postcardData,
      representative: recipients.find((r) => r.type === "representative") ?? null,
      senators: recipients.filter((r) => r.type === "senator"),
    };
    try {
      localStorage.setItem(POSTCARD_DATA_KEY, JSON.stringify(stored));
    } catch (err) {
      console.error("Could not store the postcard before payment", err);
    }

    // Paying is moving on: "Welcome back… Start over" no longer sits above the payment form.
    wizard.dismissRestored();
    const current = ++attempt.current;
    const show = (state: PaymentPanelState) =>
      setPayment((p) =>
        attempt.current === current && (p === null || p.attempt === current) ? { attempt: current, state } : p,
      );
    setPayment({ attempt: current, state: { status: "creating" } });
    const request = orderRequest({ stored, recipients, stateMembers, email: emailCheck.email, office, front });
    if (!request) {
      show({
        status: "error",
        message: paymentErrors.createFailed,
        detail: t`Your message or return address is missing. Go back a few steps to fill it in.`,
      });
      return;
    }
    const { order, campaign } = request;
    try {
      if (sponsor && campaign) {
        const claimed = await claimSponsored({ ...order, campaign });
        if (attempt.current !== current) return;
        if (claimed.status === "check_email") {
          // The cards are claimed by the click in the email sent to this address, not here: an
          // address no one reads claims nothing, and the status link goes only to its owner.
          setClaimEmailedTo(emailCheck.email);
          window.scrollTo({ top: 0, behavior: "instant" });
          return;
        }
        // The budget is spent: say so, and offer the paid path.
        setPayment(null);
        // The server's words in English; Spanish says the same plainly.
        setSponsorshipEnded(
          i18n.locale === "en"
            ? claimed.message
            : t`The campaign's budget for sponsored postcards has run out. You can still send yours by paying below.`,
        );
        window.scrollTo({ top: 0, behavior: "instant" });
        return;
      }
      const created = await createPayment({ ...order, ...(campaign ? { campaign } : {}) });
      show({
        status: "ready",
        session: created.client_secret
          ? {
              clientSecret: created.client_secret,
              sessionId: created.sessionId,
              orderId: created.orderId,
              provider: created.provider,
              amountCents: created.amountCents,
              statusPath: created.statusPath,
            }
          : null,
      });
    } catch (err) {
      // A refusal the person can act on, or a brief outage ("try again in a moment"), is said as sent.
      const detail =
        err instanceof ApiError && ((err.status >= 400 && err.status < 500) || err.code === errorCodes.unavailable)
          ? serverMessage(err, i18n, t`Please try again.`)
          : undefined;
      show({ status: "error", message: paymentErrors.createFailed, detail });
    }
  }

  function backToForm() {
    attempt.current++;
    setPayment(null);
    window.scrollTo({ top: 0, behavior: "instant" });
  }

  function onPaid(session: PaymentSession) {
    completedOrder.set({
      orderId: session.orderId,
      sessionId: session.sessionId,
      amountCents: session.amountCents,
      statusPath: session.statusPath,
      sendOption: sendOptionForCount(recipients.length),
      recipients: [...recipients.map((r) => titledName(r)), ...stateMembers.map(stateMemberName)],
      email: email.trim(),
    });
    wizard.setStep(Step.success);
  }

  return (
    <main className="mx-auto max-w-xl px-4 pt-6">
      {payment ? (
        <PaymentPanel
          key={payment.attempt}
          state={payment.state}
          onBack={backToForm}
          onRetry={() => void onContinue()}
          onComplete={onPaid}
          postalCode={data.userInfo?.zipCode?.slice(0, 5) ?? data.zipCode}
          payWithLocalCheckout={payWithLocalCheckout}
          headingLevel={1}
        />
      ) : null}

      {claimEmailedTo && sponsor ? (
        <ClaimEmailedNotice email={claimEmailedTo} sponsor={sponsor} onOtherEmail={() => setClaimEmailedTo(null)} />
      ) : null}

      <div hidden={payment !== null || (claimEmailedTo !== null && sponsor !== null)} className="space-y-6">
        <div>
          <h1 className="text-3xl font-extrabold">{t`Almost there!`}</h1>
          <p className="mt-1 text-ink/80">{t`Choose who gets your postcard and where to send your receipt.`}</p>
        </div>

        {sponsor ? (
          <p className="rounded-2xl bg-sage/15 p-4 text-lg font-semibold" data-testid="sponsored-banner">
            {/* The contract's sponsoredBanner, in the page's language. */}
            {t`Your postcards are paid for by ${sponsor}`}
          </p>
        ) : null}
        {sponsorshipEnded ? (
          <p role="alert" className="rounded-2xl border-2 border-ink/30 bg-white p-4 text-lg">
            {sponsorshipEnded}
          </p>
        ) : null}

        {statehouse ? null : (
          <RecipientOptions
            choice={choice}
            onChoose={(c) => {
              // Arrowing onto "Mix and match" starts it from who was chosen; the sheet opens only when asked.
              if (c === "custom" && choice !== "custom") setCustomIds(recipients.map((r) => r.id));
              setChoice(c);
              setFormError(null);
            }}
            onOpenCustom={() => setSheetOpen(true)}
            representative={representative}
            senators={senators.senators}
            senatorsStatus={senators.status}
            endedSenators={senators.ended}
            onRetrySenators={senators.retry}
            customRecipients={choice === "custom" ? recipients : []}
            paidFor={sponsor !== null}
          />
        )}

        {data.campaign && !statehouse ? null : (
          <StateLegislators
            zipCode={data.zipCode}
            sender={data.userInfo}
            campaignState={campaignState}
            open={stateOpen}
            onOpen={() => wizard.updatePostcardData({ stateOpen: true })}
            choice={stateChoice}
            onChange={(stateLegislators) => {
              wizard.updatePostcardData({ stateLegislators });
              setFormError(null);
            }}
          />
        )}

        {/* Washington or home is a choice between a member of Congress's offices: a state card
            goes to the office its own rule names (decision 0090), so with none the choice is not asked. */}
        {recipients.length > 0 ? (
          <OfficeOptions office={office} onChange={(o) => wizard.updatePostcardData({ office: o })} />
        ) : null}

        {cardCount > 0 ? <PlannedCardList planned={planned} office={office} onRetry={planned.retry} /> : null}

        {/* A sender of another state than a one-state campaign's has nothing to send here (0125). */}
        <div hidden={inOtherState} className="space-y-6">
          <EmailField
            ref={emailInput}
            value={email}
            onChange={(v) => {
              setEmail(v);
              setEmailSubmitError(null);
            }}
            submitError={emailSubmitError}
          />

          {data.campaign ? (
            <CampaignShareConsent
              organisation={organisation}
              checked={data.shareWithOrganisation === true}
              onChange={(shareWithOrganisation) => wizard.updatePostcardData({ shareWithOrganisation })}
            />
          ) : null}

          {sponsor ? null : <OrderSummary recipients={recipients} stateRecipients={stateMembers} />}
        </div>

        {needsDecision ? (
          <OtherMembersWarning
            ref={warningRef}
            cards={naming}
            onEdit={() => wizard.setStep(Step.review)}
            onSendAsWritten={() => setSendAsWritten(namingKey)}
          />
        ) : null}

        {formError ? (
          <p role="alert" className="rounded-xl bg-stamp/10 p-3 font-medium text-stamp">
            {formError}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="lg" className="px-4" onClick={() => wizard.setStep(Step.preview)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t`Back`}
          </Button>
          {/* Not while the cards are being written out: each card, and a warning about who it names,
              is seen before paying (and the button does not move under a tap as they appear). */}
          {inOtherState ? null : (
            <Button size="lg" className="min-w-0 flex-[1_1_12rem] px-4" onClick={onContinue} disabled={planned.writing}>
              {sponsor ? t`Send my postcards` : t`Continue to Payment`}
            </Button>
          )}
        </div>

        {/* The free path beside paying (issue 39): the same cards and checks before it, no payment
            form after; to a statehouse too (decision 0128). Not for a sender of another state than
            a one-state campaign's, who has nothing to send here. */}
        {inOtherState ? null : (
          <WriteItMyself
            recipients={recipients}
            stateMembers={stateMembers}
            disabled={planned.writing}
            canContinue={() => {
              if (cardCount === 0) setFormError(NO_RECIPIENTS);
              else if (needsDecision) warningRef.current?.focus();
              return cardCount > 0 && !needsDecision;
            }}
            checkedEmail={() => {
              const emailCheck = checkEmail(email);
              if (emailCheck.valid) return emailCheck.email;
              setEmailSubmitError(INVALID_EMAIL_BEFORE_PAYMENT);
              emailInput.current?.focus();
              return null;
            }}
          />
        )}
      </div>

      {sheetOpen ? (
        <MixAndMatchSheet
          open
          onOpenChange={setSheetOpen}
          options={options}
          initial={recipients.map((r) => r.id)}
          onConfirm={(ids) => {
            setCustomIds(ids);
            setChoice("custom");
            setSheetOpen(false);
            setFormError(null);
          }}
        />
      ) : null}
    </main>
  );
}
