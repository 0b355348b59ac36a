import { Outlet } from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { policyDocument } from '~/domain/policies/index'
import { silenceLayoutEffectWarning } from '../../../tests/fixtures/render'
import MembershipOrder from './membership.order'

silenceLayoutEffectWarning()

const plan = { planCode: 'MONTHLY', name: '펫멤버십 월간', price: 4900, periodMonths: 1, welcomePoint: 1000 }

test('the order page links its terms and says what 해지 and 환불 mean, as the platform does them (decision 049)', () => {
  const Stub = createRemixStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ id: 'page', path: 'membership/order', Component: MembershipOrder }] },
  ])
  const html = renderToString(
    <Stub
      initialEntries={['/membership/order']}
      hydrationData={{ loaderData: { root: null, page: { plans: [plan], planCode: 'MONTHLY', joinable: true } } }}
    />,
  )
  expect(html).toMatch(/<a[^>]*href="\/policies\/membership"[^>]*>펫멤버십 이용약관 보기/)
  expect(html).toContain('해지·환불 안내')
  expect(html).toContain('이미 결제한 기간이 끝날 때까지 혜택은 그대로예요.')
  expect(html).toContain('이미 결제한 기간의 요금은 돌려드리지 않아요.')
  // The linked page exists and says the same.
  expect(policyDocument('membership').sections.map((s) => s.heading)).toContain('제5조 (환불)')
})
