import type { PolicyDocument } from './types'

/**
 * 펫멤버십 이용약관 (decision 049): what the order page links to. It says only what the platform
 * does (backend/membership): paid at once, renewed at the period's end with the method on file,
 * 자동 갱신 해지 keeps the benefits to the end of the paid period, and no part of a paid period is
 * paid back by the shop.
 */
export const MEMBERSHIP: PolicyDocument = {
  slug: 'membership',
  effectiveDate: '2026-11-01',
  intro:
    '이 약관은 (주)펫샵(이하 "회사")의 유료 회원제 서비스인 펫멤버십의 가입, 결제, 해지와 혜택에 관해 회사와 회원의 권리와 의무를 정해요.',
  sections: [
    {
      heading: '제1조 (가입과 결제)',
      paragraphs: [
        '회원은 월간 또는 연간 요금제를 골라 가입해요. 가입할 때 고른 결제 수단으로 첫 기간의 요금이 바로 결제되고, 결제가 끝나면 그 순간부터 고른 기간(1개월 또는 12개월) 동안 멤버십을 이용할 수 있어요.',
      ],
    },
    {
      heading: '제2조 (자동 갱신)',
      paragraphs: [
        '멤버십 기간이 끝나는 날, 가입할 때 쓴 결제 수단으로 같은 요금제의 다음 기간 요금이 자동으로 결제돼요. 결제된 기간과 금액은 내 멤버십의 결제 내역에서 언제든 확인할 수 있어요.',
      ],
    },
    {
      heading: '제3조 (혜택)',
      paragraphs: ['멤버십 기간 동안 다음 혜택을 받아요.'],
      items: ['가입할 때 요금제에 적힌 적립금', '멤버십 기간의 달마다 혜택 쿠폰 (그 달이 끝나면 사라져요)'],
    },
    {
      heading: '제4조 (해지)',
      paragraphs: [
        '회원은 내 멤버십에서 언제든 자동 갱신을 해지할 수 있어요. 해지해도 이미 결제한 기간이 끝날 때까지 혜택은 그대로이고, 그 뒤로는 결제되지 않고 멤버십이 끝나요. 기간이 끝나기 전이면 자동 갱신을 다시 켤 수 있어요.',
      ],
    },
    {
      heading: '제5조 (환불)',
      paragraphs: [
        '자동 갱신을 해지해도 이미 결제한 기간의 요금은 돌려드리지 않아요. 남은 기간 동안 혜택을 그대로 이용할 수 있어요. 결제가 잘못된 경우에는 고객센터(1588-0000)로 문의해 주세요.',
      ],
    },
  ],
  closing: '이 약관은 2026년 11월 1일부터 시행해요.',
}
