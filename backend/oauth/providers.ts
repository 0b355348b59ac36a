/** The three providers the stand-ins play (contract "Social sign-in"). */
export type ProviderCode = 'KAKAO' | 'NAVER' | 'APPLE'

export type Provider = {
  code: ProviderCode
  /** the path segment: /oauth/{slug}/authorize */
  slug: 'kakao' | 'naver' | 'apple'
  clientId: string
  /** shown on the consent page */
  label: string
  background: string
  foreground: string
  /** Apple answers with an auto-posted form; Kakao and Naver with a redirect */
  formPost: boolean
}

export const PROVIDERS: readonly Provider[] = [
  {
    code: 'KAKAO',
    slug: 'kakao',
    clientId: 'petshop-kakao',
    label: '카카오',
    background: '#FEE500',
    foreground: '#191919',
    formPost: false,
  },
  {
    code: 'NAVER',
    slug: 'naver',
    clientId: 'petshop-naver',
    label: '네이버',
    background: '#03C75A',
    foreground: '#FFFFFF',
    formPost: false,
  },
  { code: 'APPLE', slug: 'apple', clientId: 'petshop-apple', label: 'Apple', background: '#000000', foreground: '#FFFFFF', formPost: true },
]

export function providerBySlug(slug: string | undefined): Provider | undefined {
  return PROVIDERS.find((p) => p.slug === slug)
}

export function providerByCode(code: string): Provider | undefined {
  return PROVIDERS.find((p) => p.code === code)
}
