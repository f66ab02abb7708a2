import type { z } from "zod";
import { addressAutocompleteRequest, addressAutocompleteResponse } from "./addresses";
import { checkCampaignMessageRequest, checkCampaignMessageResponse } from "./campaigns";
import {
  previewCardsRequest,
  previewCardsResponse,
  renderCardPreviewRequest,
  renderCardPreviewResponse,
} from "./cards";
import {
  draftPostcardMessageRequest,
  draftPostcardMessageResponse,
  fetchLinkPreviewRequest,
  fetchLinkPreviewResponse,
  postcardDraftRequest,
  postcardDraftResponse,
  transcribeAudioRequest,
  transcribeAudioResponse,
} from "./drafting";
import {
  checkDistrictRequest,
  checkDistrictResponse,
  lookupLegislatorsRequest,
  lookupLegislatorsResponse,
  lookupSenatorsRequest,
  lookupSenatorsResponse,
} from "./legislators";
import {
  chooseHeldCardRequest,
  eraseOrderDataRequest,
  findMyOrdersRequest,
  findMyOrdersResponse,
  orderStatusRequest,
  orderStatusSchema,
  replaceStatusLinkRequest,
  replaceStatusLinkResponse,
} from "./order-status";
import {
  eraseOwnCardsRequest,
  eraseOwnCardsResponse,
  ownCardsRequest,
  ownCardsResponse,
  reportCardMailedRequest,
  writeItMyselfRequest,
  writeItMyselfResponse,
} from "./own-cards";
import {
  createPaymentRequest,
  createPaymentResponse,
  localCheckoutPayRequest,
  localCheckoutPayResponse,
  refundPaymentRequest,
  refundPaymentResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from "./payments";
import {
  claimSponsoredCardsRequest,
  claimSponsoredCardsResponse,
  confirmSponsoredClaimRequest,
  confirmSponsoredClaimResponse,
} from "./sponsorship";
import {
  checkStateDistrictsRequest,
  checkStateDistrictsResponse,
  lookupStateLegislatorsRequest,
  lookupStateLegislatorsResponse,
} from "./state-legislators";
import { rejectUnsafeText as safe } from "./text";

/** Every named function the browser may call: POST /api/functions/{name}. */
export const functionContracts = {
  "lookup-legislators": { request: safe(lookupLegislatorsRequest), response: lookupLegislatorsResponse },
  "lookup-senators": { request: safe(lookupSenatorsRequest), response: lookupSenatorsResponse },
  "lookup-state-legislators": {
    request: safe(lookupStateLegislatorsRequest),
    response: lookupStateLegislatorsResponse,
  },
  "check-state-districts": { request: safe(checkStateDistrictsRequest), response: checkStateDistrictsResponse },
  "address-autocomplete": { request: safe(addressAutocompleteRequest), response: addressAutocompleteResponse },
  "transcribe-audio": { request: safe(transcribeAudioRequest), response: transcribeAudioResponse },
  "postcard-draft": { request: safe(postcardDraftRequest), response: postcardDraftResponse },
  "draft-postcard-message": { request: safe(draftPostcardMessageRequest), response: draftPostcardMessageResponse },
  "fetch-link-preview": { request: safe(fetchLinkPreviewRequest), response: fetchLinkPreviewResponse },
  "create-payment": { request: safe(createPaymentRequest), response: createPaymentResponse },
  "verify-payment": { request: safe(verifyPaymentRequest), response: verifyPaymentResponse },
  "refund-payment": { request: safe(refundPaymentRequest), response: refundPaymentResponse },
  "local-checkout-pay": { request: safe(localCheckoutPayRequest), response: localCheckoutPayResponse },
  "render-card-preview": { request: safe(renderCardPreviewRequest), response: renderCardPreviewResponse },
  "preview-cards": { request: safe(previewCardsRequest), response: previewCardsResponse },
  "check-district": { request: safe(checkDistrictRequest), response: checkDistrictResponse },
  "order-status": { request: safe(orderStatusRequest), response: orderStatusSchema },
  "erase-order-data": { request: safe(eraseOrderDataRequest), response: orderStatusSchema },
  "find-my-orders": { request: safe(findMyOrdersRequest), response: findMyOrdersResponse },
  "check-campaign-message": { request: safe(checkCampaignMessageRequest), response: checkCampaignMessageResponse },
  "replace-status-link": { request: safe(replaceStatusLinkRequest), response: replaceStatusLinkResponse },
  "claim-sponsored-cards": { request: safe(claimSponsoredCardsRequest), response: claimSponsoredCardsResponse },
  "write-it-myself": { request: safe(writeItMyselfRequest), response: writeItMyselfResponse },
  "own-cards": { request: safe(ownCardsRequest), response: ownCardsResponse },
  "report-card-mailed": { request: safe(reportCardMailedRequest), response: ownCardsResponse },
  "erase-own-cards": { request: safe(eraseOwnCardsRequest), response: eraseOwnCardsResponse },
  "choose-held-card": { request: safe(chooseHeldCardRequest), response: orderStatusSchema },
  "confirm-sponsored-claim": { request: safe(confirmSponsoredClaimRequest), response: confirmSponsoredClaimResponse },
} as const;

export type FunctionName = keyof typeof functionContracts;
/** What the caller sends: the schema's own input (the unsafe-text check in front takes any JSON). */
export type FunctionRequest<N extends FunctionName> = z.input<(typeof functionContracts)[N]["request"]["out"]>;
export type FunctionResponse<N extends FunctionName> = z.output<(typeof functionContracts)[N]["response"]>;
export const functionNames = Object.keys(functionContracts) as FunctionName[];
