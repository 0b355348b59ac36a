import { describe, expect, test } from 'vitest'
import * as SHOP_MSG from '~/domain/messages.shop'
import { shopper, v2Call } from '../../../backend/test/commerce-helpers'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signIn, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { action as listAction, loader as listLoader } from './address._index'
import { action as editAction } from './address.$addressId'
import { action as newAction } from './address.new'

/** Decision 050: deleting the default address asks first; every toast says what happened. */
const live = liveBackendForFile()

async function memberWithAddresses(tag: string) {
  const member = await newEmailMember(live.backend, tag)
  const { token, addressId: defaultId } = await shopper(live.backend, member.userId)
  const other = await v2Call(live.backend, '/address/save', token, {
    name: '둘째',
    mobile_no: '01033334444',
    zip_code: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '',
    is_default: false,
  })
  const browser = new Browser()
  expect((await signIn(browser, member.email, member.password)).status).toBe(302)
  return { browser, defaultId, otherId: other.body.address_id as number }
}

type Listed = {
  addresses: { addressId: number; isDefault: boolean; name: string; address1: string }[]
  confirmDelete: { addressId: number; nextDefault: { name: string; address1: string } | null } | null
}
const listOf = async (browser: Browser, path = '/address') => (await (await visit(browser, listLoader, path)).json()) as Listed

describe('deleting the default address asks first (decision 050)', () => {
  test('a plain 삭제 of the default changes nothing and leads to the confirmation step', async () => {
    const { browser, defaultId } = await memberWithAddresses('addrconfirm')
    const answer = await visit(browser, listAction, '/address', formPost({ intent: 'delete', addressId: String(defaultId) }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/address?confirmDelete=${defaultId}`)
    const page = await listOf(browser, `/address?confirmDelete=${defaultId}`)
    expect(page.addresses.map((a) => a.addressId)).toContain(defaultId)
    expect(page.confirmDelete?.addressId).toBe(defaultId)
  })

  test('confirmed, the default is deleted, the toast says so, and the address the step named is the default', async () => {
    const { browser, defaultId, otherId } = await memberWithAddresses('addrconfirmed')
    const step = await listOf(browser, `/address?confirmDelete=${defaultId}`)
    expect(step.confirmDelete?.nextDefault).toEqual({ name: '둘째', address1: '서울특별시 강남구 테헤란로 152' })
    const answer = await visit(
      browser,
      listAction,
      '/address',
      formPost({ intent: 'delete', addressId: String(defaultId), confirmed: 'yes' }),
    )
    expect(answer.headers.get('location')).toBe('/address')
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.address.deleted)
    const after = (await listOf(browser)).addresses
    expect(after.map((a) => a.addressId)).not.toContain(defaultId)
    expect(after.find((a) => a.isDefault)?.addressId).toBe(otherId)
  })

  test('the last address: the step says the next order needs a new one', async () => {
    const { browser, defaultId, otherId } = await memberWithAddresses('addrlast')
    await visit(browser, listAction, '/address', formPost({ intent: 'delete', addressId: String(otherId) }))
    expect((await listOf(browser, `/address?confirmDelete=${defaultId}`)).confirmDelete?.nextDefault).toBeNull()
  })

  test('another address is deleted at once, with its toast', async () => {
    const { browser, otherId } = await memberWithAddresses('addrother')
    await visit(browser, listAction, '/address', formPost({ intent: 'delete', addressId: String(otherId) }))
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.address.deleted)
    expect((await listOf(browser)).addresses.map((a) => a.addressId)).not.toContain(otherId)
  })

  test('the confirmation step is offered only for one of the member’s own default addresses', async () => {
    const { browser, otherId } = await memberWithAddresses('addrstep')
    expect((await listOf(browser, `/address?confirmDelete=${otherId}`)).confirmDelete).toBeNull()
    expect((await listOf(browser, '/address?confirmDelete=abc')).confirmDelete).toBeNull()
  })

  test('someone else’s address: a Korean toast, nothing deleted, never a 5xx', async () => {
    const mine = await memberWithAddresses('addrmine')
    const theirs = await memberWithAddresses('addrtheirs')
    const answer = await visit(
      mine.browser,
      listAction,
      '/address',
      formPost({ intent: 'delete', addressId: String(theirs.defaultId), confirmed: 'yes' }),
    )
    expect(answer.status).toBe(302)
    expect((await toastOf(mine.browser))?.message).toMatch(/[가-힣]/)
    expect((await listOf(theirs.browser)).addresses.map((a) => a.addressId)).toContain(theirs.defaultId)
  })
})

describe('address toasts say what happened (decision 050)', () => {
  test('기본으로 설정 says 기본 배송지로 설정했어요', async () => {
    const { browser, otherId } = await memberWithAddresses('addrdefault')
    await visit(browser, listAction, '/address', formPost({ intent: 'default', addressId: String(otherId) }))
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.address.madeDefault)
    expect(SHOP_MSG.address.madeDefault).toBe('기본 배송지로 설정했어요.')
  })

  test('a new address says it was added, an edited one that it was changed', async () => {
    const { browser, otherId } = await memberWithAddresses('addrsave')
    const fields = { name: '셋째', mobileNo: '01055556666', zipCode: '04524', address1: '서울특별시 중구 세종대로 110', address2: '1층' }
    expect((await visit(browser, newAction, '/address/new', formPost(fields))).status).toBe(302)
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.address.added)
    const edited = await visit(browser, editAction, `/address/${otherId}`, formPost({ ...fields, name: '둘째바꿈' }), {
      addressId: String(otherId),
    })
    expect(edited.status).toBe(302)
    expect((await toastOf(browser))?.message).toBe(SHOP_MSG.address.changed)
  })
})
