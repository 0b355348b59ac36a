import type { ReactNode } from 'react'

/** Inline icons: a few hundred bytes each, no icon font or image request. Decorative only. */
type IconProps = { size?: number }

function Svg({ size, filled = false, children }: { size: number; filled?: boolean; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const SearchIcon = ({ size = 24 }: IconProps) => (
  <Svg size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
)
export const CartIcon = ({ size = 24 }: IconProps) => (
  <Svg size={size}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </Svg>
)
export const BackIcon = ({ size = 24 }: IconProps) => (
  <Svg size={size}>
    <path d="m15 5-7 7 7 7" />
  </Svg>
)
export const PawIcon = ({ size = 24 }: IconProps) => (
  <Svg size={size} filled>
    <ellipse cx="6" cy="10" rx="2" ry="2.6" />
    <ellipse cx="10" cy="6" rx="2" ry="2.6" />
    <ellipse cx="14" cy="6" rx="2" ry="2.6" />
    <ellipse cx="18" cy="10" rx="2" ry="2.6" />
    <path d="M12 11c-3 0-6 4-6 6.5S8 21 12 19.5 18 20 18 17.5 15 11 12 11Z" />
  </Svg>
)
export const CloseIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
)
