import { useId } from 'react';

export interface LogoProps {
  size?: number;
  className?: string;
}

/** The MailMuse mark: an envelope with a spark. Decorative; the page names the product in text. */
export function Logo({ size = 64, className }: LogoProps) {
  const gradientId = useId();
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand)" />
          <stop offset="1" stopColor="var(--color-brand-strong)" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="60" height="60" rx="16" fill={`url(#${gradientId})`} />
      <rect x="13" y="20" width="38" height="26" rx="4" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M14 22l18 13 18-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M49 8l1.8 4.2L55 14l-4.2 1.8L49 20l-1.8-4.2L43 14l4.2-1.8z"
        fill="#fff"
      />
    </svg>
  );
}
