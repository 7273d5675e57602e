import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Stroke icons drawn in the current text colour; decorative, so hidden from assistive tech. */
function StrokeIcon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A shopping cart outline. */
export function CartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </StrokeIcon>
  );
}

/** Three bars: the mobile menu. */
export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </StrokeIcon>
  );
}

/** A head and shoulders: the signed-in user. */
export function UserIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </StrokeIcon>
  );
}
