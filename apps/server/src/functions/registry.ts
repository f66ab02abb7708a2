import { type FunctionName, functionContracts } from "@civic/contracts/functions";
import type { z } from "zod";
import { addressAutocomplete } from "./address-autocomplete";
import type { FunctionDefinition } from "./define-function";
import { lookupLegislators } from "./lookup-legislators";
import { lookupSenators } from "./lookup-senators";
import { renderCardPreview } from "./render-card-preview";

/** Every function the server answers; a name missing here is a 404. */
const definitions = [
  lookupLegislators,
  lookupSenators,
  addressAutocomplete,
  renderCardPreview,
] as FunctionDefinition<FunctionName>[];

export type RegisteredFunction = FunctionDefinition<FunctionName> & { schema: z.ZodType };

export const functions = new Map<string, RegisteredFunction>(
  definitions.map((d) => [d.name, { ...d, schema: functionContracts[d.name].request }]),
);
