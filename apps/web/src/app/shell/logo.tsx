export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#1d3557" />
      <rect x="6" y="9" width="20" height="14" rx="2" fill="#f1faee" />
      <path d="M16 10v12" stroke="#1d3557" strokeWidth="1.2" />
      <rect x="19" y="11" width="5" height="5" rx="1" fill="#c1121f" />
      <path d="M8 13h6M8 16h6M8 19h4" stroke="#457b9d" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
