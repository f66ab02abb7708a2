import { X } from "lucide-react";

/** "Shared with you by {name}" (site.md §2), shown when a link carries ?shared_by=. */
export function SharedByBanner({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  return (
    <div className="fixed inset-x-0 top-0 z-40 flex h-11 items-center justify-center gap-3 bg-ink px-10 text-sm text-white">
      <p className="truncate">Shared with you by {name}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="absolute right-2 rounded-md p-1.5 hover:bg-white/10"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The decoded shared_by value, or null when absent or unreadable. */
export function readSharedBy(search: URLSearchParams): string | null {
  const raw = search.get("shared_by");
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).trim().slice(0, 80) || null;
  } catch {
    return raw.trim().slice(0, 80) || null;
  }
}
