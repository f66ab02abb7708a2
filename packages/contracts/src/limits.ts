/** Business constants shared by browser and server (wizard.md §9, site.md §9). */
export const MESSAGE_MAX_LENGTH = 300;
export const ZIP_LENGTH = 5;
export const CONCERNS_MAX_LENGTH = 2_000;
export const FULL_NAME_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 320;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 253;
export const DEFAULT_FUNCTION_BODY_LIMIT_BYTES = 1024 * 1024;
export const LINK_PREVIEW_CACHE_MS = 24 * 60 * 60 * 1000;
export const DRAFT_MIN_DISPLAY_MS = 24_000;
export const DRAFT_CLIENT_TIMEOUT_MS = 60_000;
/** The server gives up well before the browser's 60 s, so the answer still arrives. */
export const DRAFT_SERVER_TIMEOUT_MS = 45_000;
export const PAYMENT_RETURN_MIN_DISPLAY_MS = 4_000;
export const PAYMENT_VERIFY_MAX_RETRIES = 3;
export const ERROR_REDIRECT_DELAY_MS = 3_000;
export const ZIP_RE = /^\d{5}$/;
/**
 * Voice notes: the browser stops recording at VOICE_MAX_SECONDS. Browsers do not write a duration
 * into a live recording, so the server bounds it by size: 2 minutes at a generous 256 kbit/s.
 */
export const VOICE_MAX_SECONDS = 120;
export const AUDIO_MAX_BYTES = (VOICE_MAX_SECONDS * 256_000) / 8;
/** Base64 grows 4/3; plus room for the JSON around it. */
export const TRANSCRIBE_BODY_LIMIT_BYTES = Math.ceil((AUDIO_MAX_BYTES * 4) / 3) + 64 * 1024;
export const SOURCES_MAX = 4;
export const LINK_PREVIEW_TIMEOUT_MS = 5_000;
export const LINK_PREVIEW_MAX_BYTES = 1024 * 1024;
export const LINK_PREVIEW_MAX_REDIRECTS = 3;
