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

/**
 * What the review shows instead of a draft when the assistant could not answer in time
 * (wizard.md §4 drafting screen): an apology, write it below, it still reaches them.
 */
export function draftFallbackPlaceholder(assistantName: string): string {
  return `Sorry, ${assistantName} needs a moment. Please write your message below; it will still reach your representative.`;
}

const WIRE_SERVICES = ["apnews.com", "reuters.com", "upi.com", "afp.com", "bloomberg.com"];
const MAJOR_NEWSPAPERS = [
  "nytimes.com",
  "washingtonpost.com",
  "wsj.com",
  "usatoday.com",
  "latimes.com",
  "chicagotribune.com",
  "bostonglobe.com",
  "sfchronicle.com",
  "houstonchronicle.com",
  "dallasnews.com",
  "seattletimes.com",
  "startribune.com",
  "inquirer.com",
  "ajc.com",
  "denverpost.com",
  "tampabay.com",
  "miamiherald.com",
  "npr.org",
  "pbs.org",
  "politico.com",
  "thehill.com",
];

/** The host of an absolute URL (contracts has no DOM or Node types, hence no URL class). */
function hostOf(url: string): string | null {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]+)/i.exec(url.trim());
  return m?.[1] ? m[1].toLowerCase().replace(/\.$/, "") : null;
}

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** wizard.md step 3: government 4, wire services 3, major newspapers 2, others 1. */
export function sourceRank(url: string): 1 | 2 | 3 | 4 {
  const host = hostOf(url);
  if (!host) return 1;
  if (/\.(gov|mil)$/.test(host) || /\.state\.[a-z]{2}\.us$/.test(host)) return 4;
  if (WIRE_SERVICES.some((d) => within(host, d))) return 3;
  if (MAJOR_NEWSPAPERS.some((d) => within(host, d))) return 2;
  return 1;
}

/** Highest rank first; equal ranks keep their order. */
export function rankSources<T extends { url: string }>(sources: readonly T[]): (T & { rank: number })[] {
  return sources
    .map((s, i) => ({ ...s, rank: sourceRank(s.url), i }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i)
    .map(({ i: _i, ...s }) => s as T & { rank: number });
}

/** The host a source falls back to when its preview fails ("www." dropped). */
export function sourceHost(url: string): string {
  return hostOf(url)?.replace(/^www\./, "") ?? url;
}
