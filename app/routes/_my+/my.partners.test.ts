import { describe, expect, test } from 'vitest'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, signIn, signInFor, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { headers, loader } from './my.partners'

/** R3.9, decision 031: a brand partner sees their brand; anyone else the not-found answer. */
const live = liveBackendForFile()

type Page = {
  authority: string
  brand: { brandId: number; name: string }
  summary: { productCount: number; soldoutCount: number }
  products: { productId: number }[]
}

/** A fresh member made the partner of the maker brand with the most products. */
async function partner() {
  const member = await newEmailMember(live.backend, 'partner')
  const [brand] = await live.backend.db.query<{ brand_id: number; name: string; products: number; soldout: number }>(
    `select b.brand_id, b.name, count(p.product_id)::int as products,
            (count(p.product_id) filter (where p.sell_limit_status_code = 'SOLDOUT'))::int as soldout
       from brands b join products p using (brand_id) where not b.is_pb
      group by b.brand_id order by count(p.product_id) desc, b.brand_id limit 1`,
  )
  if (!brand) throw new Error('no maker brand')
  await live.backend.db.query(`insert into member_permissions (user_id, partners_authority, partner_brand_id) values ($1, 'BRAND', $2)`, [
    member.userId,
    brand.brand_id,
  ])
  const browser = new Browser()
  expect((await signIn(browser, member.email, member.password)).status).toBe(302)
  return { browser, brand }
}

describe('the partners page (R3.9, decision 031)', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/my/partners')
    expect(answer.headers.get('location')).toBe(signInFor('/my/partners'))
  })

  test('[R3.9] a member without the authority gets the not-found answer, not the brand', async () => {
    const { browser } = await memberBrowser(live.backend, 'nopartner')
    const answer = await visit(browser, loader, '/my/partners')
    expect(answer.status).toBe(404)
  })

  test('[R3.9] a brand partner sees their brand’s stored name, counts and products; never stored (decision 026)', async () => {
    const { browser, brand } = await partner()
    const answer = await visit(browser, loader, '/my/partners')
    expect(answer.status).toBe(200)
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    const page = (await answer.json()) as Page
    expect(page.authority).toBe('BRAND')
    expect(page.brand).toMatchObject({ brandId: brand.brand_id, name: brand.name })
    expect(page.summary).toMatchObject({ productCount: brand.products, soldoutCount: brand.soldout })
    expect(page.products).toHaveLength(Math.min(10, brand.products))
    const ofBrand = await live.backend.db.query<{ product_id: number }>(
      'select product_id from products where brand_id = $1 and product_id = any($2)',
      [brand.brand_id, page.products.map((p) => p.productId)],
    )
    expect(ofBrand).toHaveLength(page.products.length)
  })
})
