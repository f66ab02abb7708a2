import { type FunctionName, functionContracts } from "@civic/contracts/functions";
import type { z } from "zod";
import { createPaymentFunction } from "./create-payment";
import type { FunctionDefinition } from "./define-function";
import { localCheckoutPayFunction } from "./local-checkout-pay";
import { lookupLegislators } from "./lookup-legislators";
import { lookupSenators } from "./lookup-senators";
import { refundPaymentFunction } from "./refund-payment";
import { verifyPaymentFunction } from "./verify-payment";

/** Every function the server answers; a name missing here is a 404. */
const definitions = [
  lookupLegislators,
  lookupSenators,
  createPaymentFunction,
  verifyPaymentFunction,
  refundPaymentFunction,
  localCheckoutPayFunction,
] as FunctionDefinition<FunctionName>[];

export type RegisteredFunction = FunctionDefinition<FunctionName> & { schema: z.ZodType };

export const functions = new Map<string, RegisteredFunction>(
  definitions.map((d) => [d.name, { ...d, schema: functionContracts[d.name].request }]),
);
