/** Inline icons: a few hundred bytes each, no icon font or image request. */
type IconProps = { size?: number }
const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
})

export const SearchIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)
export const CartIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
)
export const BackIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="m15 5-7 7 7 7" />
  </svg>
)
export const PawIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)} fill="currentColor" stroke="none">
    <ellipse cx="6" cy="10" rx="2" ry="2.6" />
    <ellipse cx="10" cy="6" rx="2" ry="2.6" />
    <ellipse cx="14" cy="6" rx="2" ry="2.6" />
    <ellipse cx="18" cy="10" rx="2" ry="2.6" />
    <path d="M12 11c-3 0-6 4-6 6.5S8 21 12 19.5 18 20 18 17.5 15 11 12 11Z" />
  </svg>
)
export const CloseIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)
