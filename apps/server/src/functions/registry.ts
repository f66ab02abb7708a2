import { type FunctionName, functionContracts } from "@civic/contracts/functions";
import type { z } from "zod";
import { addressAutocomplete } from "./address-autocomplete";
import { checkCampaignMessageFunction } from "./check-campaign-message";
import { checkDistrictFunction } from "./check-district";
import { checkStateDistrictsFunction } from "./check-state-districts";
import { chooseHeldCardFunction } from "./choose-held-card";
import { claimSponsoredCardsFunction } from "./claim-sponsored-cards";
import { confirmSponsoredClaimFunction } from "./confirm-sponsored-claim";
import { createPaymentFunction } from "./create-payment";
import type { FunctionDefinition } from "./define-function";
import { draftPostcardMessage } from "./draft-postcard-message";
import { eraseOrderDataFunction } from "./erase-order-data";
import { eraseOwnCardsFunction } from "./erase-own-cards";
import { fetchLinkPreview } from "./fetch-link-preview";
import { findMyOrdersFunction } from "./find-my-orders";
import { localCheckoutPayFunction } from "./local-checkout-pay";
import { lookupLegislators } from "./lookup-legislators";
import { lookupSenators } from "./lookup-senators";
import { lookupStateLegislators } from "./lookup-state-legislators";
import { orderStatusFunction } from "./order-status";
import { ownCardsFunction } from "./own-cards";
import { postcardDraft } from "./postcard-draft";
import { previewCards } from "./preview-cards";
import { refundPaymentFunction } from "./refund-payment";
import { renderCardPreview } from "./render-card-preview";
import { replaceStatusLinkFunction } from "./replace-status-link";
import { reportCardMailedFunction } from "./report-card-mailed";
import { transcribeAudio } from "./transcribe-audio";
import { verifyPaymentFunction } from "./verify-payment";
import { writeItMyselfFunction } from "./write-it-myself";

/** Every function the server answers; a name missing here is a 404. */
const definitions = [
  lookupLegislators,
  lookupSenators,
  lookupStateLegislators,
  createPaymentFunction,
  verifyPaymentFunction,
  refundPaymentFunction,
  localCheckoutPayFunction,
  draftPostcardMessage,
  postcardDraft,
  transcribeAudio,
  fetchLinkPreview,
  addressAutocomplete,
  renderCardPreview,
  previewCards,
  checkDistrictFunction,
  checkStateDistrictsFunction,
  orderStatusFunction,
  eraseOrderDataFunction,
  findMyOrdersFunction,
  checkCampaignMessageFunction,
  replaceStatusLinkFunction,
  claimSponsoredCardsFunction,
  writeItMyselfFunction,
  ownCardsFunction,
  reportCardMailedFunction,
  eraseOwnCardsFunction,
  confirmSponsoredClaimFunction,
  chooseHeldCardFunction,
] as FunctionDefinition<FunctionName>[];

export type RegisteredFunction = FunctionDefinition<FunctionName> & { schema: z.ZodType };

export const functions = new Map<string, RegisteredFunction>(
  definitions.map((d) => [d.name, { ...d, schema: functionContracts[d.name].request }]),
);
