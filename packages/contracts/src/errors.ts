import { z } from "zod";

/** Every failed call answers with this shape, whatever the status. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { type ErrorCode, errorCodes } from "./error-codes";
