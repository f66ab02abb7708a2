import type { LinkPreview } from "@civic/contracts/drafting";
import { LINK_PREVIEW_CACHE_MS } from "@civic/contracts/limits";
import { queryOptions } from "@tanstack/react-query";
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
async function loadLinkPreview(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  const cached = read(url);
  if (cached) return cached;
  const preview = await invoke("fetch-link-preview", { url }, { signal });
  if (!preview.error) write(url, preview);
  return preview;
}

/** A preview worth showing: it has something to say and no error. */
export const usablePreview = (p: LinkPreview | undefined): p is LinkPreview =>
  Boolean(p && !p.error && (p.title || p.description || p.siteName));

export function linkPreviewQuery(url: string) {
  return queryOptions({
    queryKey: ["fetch-link-preview", url],
    queryFn: ({ signal }) => loadLinkPreview(url, signal),
    // A preview that worked is kept; one that failed is asked again the next time the list shows.
    staleTime: (q) => (usablePreview(q.state.data) ? Number.POSITIVE_INFINITY : 0),
  });
}
