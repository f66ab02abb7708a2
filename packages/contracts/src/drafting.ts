import { z } from "zod";
import { zipCodeSchema } from "./legislators";
import { CONCERNS_MAX_LENGTH, MESSAGE_MAX_LENGTH } from "./limits";

const concernText = z.string().max(CONCERNS_MAX_LENGTH, `Keep it under ${CONCERNS_MAX_LENGTH} characters.`).default("");

export const sourceSchema = z.object({
  url: z.url(),
  title: z.string().optional(),
  /** 4 government, 3 wire service, 2 major newspaper, 1 other (wizard.md step 3). */
  rank: z.number().int().min(1).max(4).optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/** The browser sends the representative it shows; the server only uses it for tone, never for mail. */
export const draftRepresentativeSchema = z
  .object({ id: z.string().optional(), name: z.string().max(200), title: z.string().max(20).optional() })
  .loose();

export const draftPostcardMessageRequest = z
  .object({
    concerns: concernText,
    personalImpact: concernText,
    representative: draftRepresentativeSchema.optional(),
    zipCode: zipCodeSchema,
  })
  .refine((b) => b.concerns.trim() || b.personalImpact.trim(), {
    message: "Please provide your concerns or personal impact.",
    path: ["concerns"],
  });
export const draftPostcardMessageResponse = z.object({
  draftMessage: z.string(),
  draftId: z.string(),
  sources: z.array(sourceSchema),
  isFallbackPlaceholder: z.boolean(),
});

export const postcardDraftRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), zipCode: zipCodeSchema, concerns: concernText, personalImpact: concernText }),
  z.object({
    action: z.literal("approve"),
    draftId: z.string().min(1),
    humanApprovedMessage: z.string(),
  }),
]);
export const postcardDraftResponse = z.union([
  z.object({ draftId: z.string() }),
  z.object({
    success: z.boolean(),
    error: z.string().nullable(),
    humanApprovedMessage: z.string().nullable(),
    draftId: z.string(),
  }),
]);

export const approvedMessageSchema = z
  .string()
  .trim()
  .min(1, "Write a message first.")
  .max(MESSAGE_MAX_LENGTH, `Keep your message to ${MESSAGE_MAX_LENGTH} characters.`);

/** Formats browsers record: webm/opus (Chrome, Firefox), ogg/opus, mp4/aac (Safari), plus wav and mp3. */
export const AUDIO_MIME_TYPES = [
  "audio/webm",
  "audio/ogg",
  "audio/mp4",
  "audio/aac",
  "audio/mpeg",
  "audio/wav",
] as const;

export const transcribeAudioRequest = z.object({
  /** Base64 of the recording, without a data: prefix. */
  audio: z.string().min(1, "No audio was recorded."),
  mimeType: z.string().max(100).optional(),
});
export const transcribeAudioResponse = z.object({ text: z.string() });

export const fetchLinkPreviewRequest = z.object({ url: z.string().max(2048) });
export const fetchLinkPreviewResponse = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  siteName: z.string().nullable(),
  error: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof fetchLinkPreviewResponse>;
