import { inviteCode } from '../accounts/invite'
import type { Random } from '../shared/random'
import { sharedDemoHash } from './demo-password'
import { DEMO_PASSWORD, DEMO_USERS, type UserRow } from './users'

export type SocialAccountRow = {
  social_account_id: number
  provider: 'KAKAO' | 'NAVER' | 'APPLE'
  provider_user_id: string
  email: string
  nickname: string
  user_id: number | null
  created_at: string
}

/** The accounts work's demo members (contract "Demo accounts (seed)"), ids after the ordinary members. */
export async function generateAccountDemos(random: Random): Promise<{ users: UserRow[]; socialAccounts: SocialAccountRow[] }> {
  // Only the two e-mail members have a password; they share the seed's one demo hash. Two salts
  // are still drawn so the rest of this stream is unchanged.
  const [salt = ''] = [0, 1].map(() => random.hex(16))
  const withdrawnHash = await sharedDemoHash(DEMO_PASSWORD, salt)
  const linkHash = withdrawnHash
  const base = { grade_code: 'WELCOME', status: 'ACTIVE', address_city: null, point: 0, coupon_count: 0, password_hash: null } as const
  const users: UserRow[] = [
    {
      ...base,
      user_id: DEMO_USERS.withdrawn,
      email: 'withdrawn@petshop.test',
      password_hash: withdrawnHash ?? null,
      signup_channel: 'EMAIL',
      name: '정유진',
      nickname: '떠난회원',
      mobile_no: '01045678901',
      status: 'WITHDRAWN',
      selected_product_group1_id: 1,
      created_at: '2024-07-01T03:00:00.000Z',
    },
    {
      ...base,
      user_id: DEMO_USERS.link,
      email: 'link@petshop.test',
      password_hash: linkHash ?? null,
      signup_channel: 'EMAIL',
      name: '한지민',
      nickname: '연결회원',
      mobile_no: '01056789012',
      selected_product_group1_id: 1,
      created_at: '2025-02-11T09:20:00.000Z',
    },
    {
      ...base,
      user_id: DEMO_USERS.kakao,
      email: 'kakao.demo@petshop.test',
      signup_channel: 'KAKAO',
      name: '오가온',
      nickname: '카카오데모',
      mobile_no: '01067890123',
      selected_product_group1_id: 1,
      created_at: '2025-04-03T01:10:00.000Z',
    },
    {
      ...base,
      user_id: DEMO_USERS.naver,
      email: 'naver.demo@petshop.test',
      signup_channel: 'NAVER',
      name: '서나래',
      nickname: '네이버데모',
      mobile_no: '01078901234',
      selected_product_group1_id: 2,
      created_at: '2025-05-19T06:45:00.000Z',
    },
    {
      ...base,
      user_id: DEMO_USERS.apple,
      email: 'apple.demo@privaterelay.appleid.com',
      signup_channel: 'APPLE',
      name: '윤사과',
      nickname: '애플데모',
      mobile_no: '01089012345',
      selected_product_group1_id: 1,
      created_at: '2025-06-27T12:00:00.000Z',
    },
    // R3.9, decision 031: a brand partner, and a member with features turned off.
    {
      ...base,
      user_id: DEMO_USERS.partner,
      email: 'partner@petshop.test',
      password_hash: withdrawnHash ?? null,
      signup_channel: 'EMAIL',
      name: '문파트',
      nickname: '브랜드파트너',
      mobile_no: '01091234567',
      selected_product_group1_id: null,
      created_at: '2025-03-03T01:00:00.000Z',
    },
    {
      ...base,
      user_id: DEMO_USERS.limited,
      email: 'limited@petshop.test',
      password_hash: withdrawnHash ?? null,
      signup_channel: 'EMAIL',
      name: '배한결',
      nickname: '쇼핑만회원',
      mobile_no: '01092345678',
      selected_product_group1_id: null,
      created_at: '2025-08-08T08:00:00.000Z',
    },
  ]
  const at = '2025-01-01T00:00:00.000Z'
  const socialAccounts: SocialAccountRow[] = [
    {
      social_account_id: 1,
      provider: 'KAKAO',
      provider_user_id: '3100000001',
      email: 'kakao.demo@petshop.test',
      nickname: '카카오데모',
      user_id: DEMO_USERS.kakao,
      created_at: at,
    },
    // No shop account yet: signing in with it leads to sign-up.
    {
      social_account_id: 2,
      provider: 'KAKAO',
      provider_user_id: '3100000002',
      email: 'kakao.new@petshop.test',
      nickname: '카카오새회원',
      user_id: null,
      created_at: at,
    },
    // Its e-mail is an e-mail member's without a Kakao link: signing in with it leads to linking.
    {
      social_account_id: 3,
      provider: 'KAKAO',
      provider_user_id: '3100000003',
      email: 'link@petshop.test',
      nickname: '연결할카카오',
      user_id: null,
      created_at: at,
    },
    {
      social_account_id: 4,
      provider: 'NAVER',
      provider_user_id: 'nv-demo-0000000000000001',
      email: 'naver.demo@petshop.test',
      nickname: '네이버데모',
      user_id: DEMO_USERS.naver,
      created_at: at,
    },
    {
      social_account_id: 5,
      provider: 'APPLE',
      provider_user_id: '000001.0f1e2d3c4b5a69788796a5b4c3d2e1f0.0001',
      email: 'apple.demo@privaterelay.appleid.com',
      nickname: '애플데모',
      user_id: DEMO_USERS.apple,
      created_at: at,
    },
  ]
  return { users, socialAccounts }
}

export type MemberPermissionRow = {
  user_id: number
  partners_authority: 'BRAND' | null
  partner_brand_id: number | null
  excluded_features: string[]
}

/**
 * R3.9: the partner manages the catalogue's largest maker brand (not a private label);
 * the limited member has the community, adoption, subscriptions and insurance turned off.
 */
export function memberPermissionRows(
  brands: readonly { brand_id: number; is_pb: boolean }[],
  products: readonly { brand_id: number }[],
): MemberPermissionRow[] {
  const counts = new Map<number, number>()
  for (const product of products) counts.set(product.brand_id, (counts.get(product.brand_id) ?? 0) + 1)
  const [brand] = brands
    .filter((b) => !b.is_pb)
    .sort((a, b) => (counts.get(b.brand_id) ?? 0) - (counts.get(a.brand_id) ?? 0) || a.brand_id - b.brand_id)
  if (!brand) throw new Error('seed: no maker brand for the partner')
  return [
    { user_id: DEMO_USERS.partner, partners_authority: 'BRAND', partner_brand_id: brand.brand_id, excluded_features: [] },
    {
      user_id: DEMO_USERS.limited,
      partners_authority: null,
      partner_brand_id: null,
      excluded_features: ['community', 'adoption', 'subscription', 'insurance'],
    },
  ]
}

/** The demo member's invite code, fixed so the README can show it (random, never a sequential PET00001: migration 016). */
export const DEMO_INVITE_CODE = 'HANA2PET7K'

/**
 * Every member's invite code: random ones of sign-up's form (accounts/invite.ts), from the seed's
 * own generator so the seed stays reproducible; the demo member's is DEMO_INVITE_CODE.
 */
export function withInviteCodes<T extends { user_id: number }>(users: readonly T[], random: Random): (T & { invite_code: string })[] {
  const used = new Set([DEMO_INVITE_CODE])
  return users.map((user) => {
    if (user.user_id === DEMO_USERS.demo) return { ...user, invite_code: DEMO_INVITE_CODE }
    let code = inviteCode((n) => random.int(0, n - 1))
    while (used.has(code)) code = inviteCode((n) => random.int(0, n - 1))
    used.add(code)
    return { ...user, invite_code: code }
  })
}
