import type { z } from "zod";
import { addressAutocompleteRequest, addressAutocompleteResponse } from "./addresses";
import { renderCardPreviewRequest, renderCardPreviewResponse } from "./cards";
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
  lookupLegislatorsRequest,
  lookupLegislatorsResponse,
  lookupSenatorsRequest,
  lookupSenatorsResponse,
} from "./legislators";
import {
  eraseOrderDataRequest,
  eraseOrderDataResponse,
  findMyOrdersRequest,
  findMyOrdersResponse,
  orderStatusRequest,
  orderStatusResponse,
} from "./order-status";
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

/** Every named function the browser may call: POST /api/functions/{name}. */
export const functionContracts = {
  "lookup-legislators": { request: lookupLegislatorsRequest, response: lookupLegislatorsResponse },
  "lookup-senators": { request: lookupSenatorsRequest, response: lookupSenatorsResponse },
  "address-autocomplete": { request: addressAutocompleteRequest, response: addressAutocompleteResponse },
  "transcribe-audio": { request: transcribeAudioRequest, response: transcribeAudioResponse },
  "postcard-draft": { request: postcardDraftRequest, response: postcardDraftResponse },
  "draft-postcard-message": { request: draftPostcardMessageRequest, response: draftPostcardMessageResponse },
  "fetch-link-preview": { request: fetchLinkPreviewRequest, response: fetchLinkPreviewResponse },
  "create-payment": { request: createPaymentRequest, response: createPaymentResponse },
  "verify-payment": { request: verifyPaymentRequest, response: verifyPaymentResponse },
  "refund-payment": { request: refundPaymentRequest, response: refundPaymentResponse },
  "local-checkout-pay": { request: localCheckoutPayRequest, response: localCheckoutPayResponse },
  "render-card-preview": { request: renderCardPreviewRequest, response: renderCardPreviewResponse },
  "order-status": { request: orderStatusRequest, response: orderStatusResponse },
  "erase-order-data": { request: eraseOrderDataRequest, response: eraseOrderDataResponse },
  "find-my-orders": { request: findMyOrdersRequest, response: findMyOrdersResponse },
} as const;

export type FunctionName = keyof typeof functionContracts;
export type FunctionRequest<N extends FunctionName> = z.input<(typeof functionContracts)[N]["request"]>;
export type FunctionResponse<N extends FunctionName> = z.output<(typeof functionContracts)[N]["response"]>;
export const functionNames = Object.keys(functionContracts) as FunctionName[];
