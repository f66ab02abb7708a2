import type { LinkPreview } from "@civic/contracts/drafting";
import { LINK_PREVIEW_CACHE_MS } from "@civic/contracts/limits";
import { invoke } from "@/lib/api-client";

const KEY_PREFIX = "linkPreview:";

interface Stored {
  savedAt: number;
  preview: LinkPreview;
}

function read(url: string): LinkPreview | null {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + url);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (Date.now() - stored.savedAt < LINK_PREVIEW_CACHE_MS) return stored.preview;
    localStorage.removeItem(KEY_PREFIX + url);
  } catch {
    // Storage unavailable or garbled: fetch again.
  }
  return null;
}

function write(url: string, preview: LinkPreview) {
  try {
    localStorage.setItem(KEY_PREFIX + url, JSON.stringify({ savedAt: Date.now(), preview } satisfies Stored));
  } catch {
    // Full or blocked storage only costs a refetch.
  }
}

/** wizard.md §7: previews are cached in local storage for 24 h (a failure is not); the query in memory. */
export async function loadLinkPreview(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  const cached = read(url);
  if (cached) return cached;
  const preview = await invoke("fetch-link-preview", { url }, { signal });
  if (!preview.error) write(url, preview);
  return preview;
}
