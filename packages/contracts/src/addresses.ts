import { z } from "zod";

export const addressAutocompleteRequest = z.object({
  input: z.string().trim().min(3, "Type at least 3 characters.").max(200),
  types: z.string().default("address"),
  componentRestrictions: z.object({ country: z.literal("us") }).default({ country: "us" }),
  zipCode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  sessionToken: z.string().max(100).optional(),
});
export const addressPredictionSchema = z.object({
  description: z.string(),
  place_id: z.string(),
  structured_formatting: z.object({ main_text: z.string() }),
});
export type AddressPrediction = z.infer<typeof addressPredictionSchema>;
export const addressAutocompleteResponse = z.object({
  status: z.enum(["OK", "ZERO_RESULTS"]),
  predictions: z.array(addressPredictionSchema),
});
