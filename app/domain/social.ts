/** The social sign-in providers (spec §2 routes), in the order the login page shows them. */
export const PROVIDERS = ['kakao', 'naver', 'apple'] as const
export type ProviderSlug = (typeof PROVIDERS)[number]

export function parseProvider(value: unknown): ProviderSlug | null {
  return PROVIDERS.find((p) => p === value) ?? null
}
