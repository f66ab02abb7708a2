/** Our own illustrations for the four slides: flat shapes in the site's colours, decorative only. */
type IconProps = { className?: string };

export function CapitolIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={className}>
      <circle cx="60" cy="60" r="58" fill="#e8eef5" />
      <path d="M60 18v10" stroke="#1d3557" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 52a20 20 0 0 1 40 0z" fill="#1d3557" />
      <rect x="44" y="48" width="32" height="4" rx="2" fill="#1d3557" />
      <rect x="26" y="56" width="68" height="6" rx="2" fill="#457b9d" />
      <path d="M32 62v24M44 62v24M56 62v24M64 62v24M76 62v24M88 62v24" stroke="#1d3557" strokeWidth="4" />
      <rect x="22" y="86" width="76" height="8" rx="2" fill="#1d3557" />
      <circle cx="60" cy="28" r="4" fill="#c1121f" />
    </svg>
  );
}

export function PenIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={className}>
      <circle cx="60" cy="60" r="58" fill="#e8eef5" />
      <rect x="20" y="36" width="80" height="54" rx="5" fill="#fff" stroke="#1d3557" strokeWidth="3" />
      <path d="M30 70c6-8 10 6 16-2s10 4 16-2" fill="none" stroke="#457b9d" strokeWidth="3" strokeLinecap="round" />
      <path d="M30 80h24" stroke="#457b9d" strokeWidth="3" strokeLinecap="round" />
      <rect x="76" y="44" width="14" height="16" rx="2" fill="#c1121f" />
      <path d="M66 74 96 28l8 5-30 46-10 4z" fill="#1d3557" />
      <path d="m66 74-2 10 10-4z" fill="#f4a261" />
    </svg>
  );
}

export function MessageIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={className}>
      <circle cx="60" cy="60" r="58" fill="#e8eef5" />
      <path
        d="M24 30h60a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8H50L34 90V76h-10a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8z"
        fill="#1d3557"
      />
      <path d="M30 46h44M30 58h30" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="m92 22 3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#c1121f" />
      <path d="m100 58 2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#457b9d" />
    </svg>
  );
}

export function MailboxIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={className}>
      <circle cx="60" cy="60" r="58" fill="#e8eef5" />
      <path d="M56 96V70" stroke="#1d3557" strokeWidth="6" strokeLinecap="round" />
      <path d="M30 44a16 16 0 0 1 32 0v26H30z" fill="#457b9d" />
      <path d="M46 28h30a16 16 0 0 1 16 16v26H62V44a16 16 0 0 0-16-16z" fill="#1d3557" />
      <path d="M80 36V20h14v8H84" fill="#c1121f" />
      <rect x="38" y="50" width="18" height="11" rx="1.5" fill="#fff" />
      <path d="M22 96h72" stroke="#1d3557" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
