import { z } from 'zod'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { type CommerceReason, commerceError, notFound } from './errors'
import { cityOf, shortAddressOf, type ZipDelivery, zipDelivery } from './zip'

/** Contract `Address`. */
export type Address = {
  address_id: number
  name: string
  mobile_no: string
  zip_code: string
  address1: string
  address2: string
  is_default: boolean
  delivery: ZipDelivery
}

export const ADDRESS_LIMIT = 10

const text = z.string().trim()
export const addressBody = z.object({
  address_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  name: text.min(1).max(20),
  // Hyphens and spaces as people type them are fine.
  mobile_no: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^010\d{7,8}$/)),
  zip_code: text.regex(/^\d{5}$/),
  address1: text.min(1).max(100),
  address2: text.max(100).default(''),
  is_default: z.boolean().default(false),
})
export type AddressForm = z.output<typeof addressBody>

const REASON_BY_FIELD: Record<string, CommerceReason> = {
  name: 'NAME_INVALID',
  mobile_no: 'MOBILE_INVALID',
  zip_code: 'ZIP_CODE_INVALID',
  address1: 'ADDRESS1_REQUIRED',
}

/** Field errors with the contract's reasons; a field without one of its own answers INVALID_FORMAT. */
export function parseAddress(input: unknown): AddressForm {
  const result = addressBody.safeParse(input)
  if (result.success) return result.data
  const field = String(result.error.issues[0]?.path[0] ?? 'address1')
  const reason = REASON_BY_FIELD[field]
  if (reason) throw commerceError(400, reason, { field })
  const message = field === 'address2' ? '상세 주소는 100자 이내로 입력해 주세요.' : '입력 내용을 확인해 주세요.'
  throw new HttpError(400, 'BAD_REQUEST', message, { reason: 'INVALID_FORMAT', field })
}

type AddressRow = Omit<Address, 'delivery'>
const COLUMNS = 'address_id, name, mobile_no, zip_code, address1, address2, is_default'
const withDelivery = (row: AddressRow): Address => ({ ...row, delivery: zipDelivery(row.zip_code) })

/** The member's addresses, the default first, then the newest. */
export async function listAddresses(db: Queryable, userId: number): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `select ${COLUMNS} from addresses where user_id = $1 order by is_default desc, created_at desc, address_id desc`,
    [userId],
  )
  return rows.map(withDelivery)
}

/** One of the member's addresses; someone else's is unknown (null). */
export async function findAddress(db: Queryable, userId: number, addressId: number): Promise<Address | null> {
  const [row] = await db.query<AddressRow>(`select ${COLUMNS} from addresses where address_id = $1 and user_id = $2`, [addressId, userId])
  return row ? withDelivery(row) : null
}

/**
 * The default address is the member's `user_delivery_data` (and `address_city`) of /user/detail,
 * which product detail's delivery options follow too: copied there whenever it changes.
 */
async function syncDefault(tx: Queryable, userId: number): Promise<void> {
  const [home] = await tx.query<AddressRow>(`select ${COLUMNS} from addresses where user_id = $1 and is_default`, [userId])
  if (!home) {
    await tx.query('delete from user_deliveries where user_id = $1', [userId])
    await tx.query('update users set address_city = null where user_id = $1', [userId])
    return
  }
  const zip = zipDelivery(home.zip_code)
  await tx.query(
    `insert into user_deliveries (user_id, zip_code, address, address1, address2, short_address, center_id,
                                  is_only_seoul, express_delivery_possible, logistic_delivery_possible, morning_delivery_possible)
     values ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (user_id) do update set zip_code = excluded.zip_code, address = excluded.address, address1 = excluded.address1,
       address2 = excluded.address2, short_address = excluded.short_address, center_id = excluded.center_id,
       is_only_seoul = excluded.is_only_seoul, express_delivery_possible = excluded.express_delivery_possible,
       logistic_delivery_possible = excluded.logistic_delivery_possible, morning_delivery_possible = excluded.morning_delivery_possible`,
    [
      userId,
      home.zip_code,
      home.address1,
      home.address2,
      shortAddressOf(home.address1),
      zip.morning ? 1 : 2,
      zip.seoul_only,
      zip.express,
      zip.logistic,
      zip.morning,
    ],
  )
  await tx.query('update users set address_city = $2 where user_id = $1', [userId, cityOf(home.address1)])
}

/** Makes `addressId` the default, or the newest address when it is null; then mirrors it. */
async function makeDefault(tx: Queryable, userId: number, addressId: number | null): Promise<void> {
  await tx.query('update addresses set is_default = false where user_id = $1 and is_default', [userId])
  await tx.query(
    `update addresses set is_default = true
      where address_id = coalesce($2, (select address_id from addresses where user_id = $1 order by created_at desc, address_id desc limit 1))
        and user_id = $1`,
    [userId, addressId],
  )
  await syncDefault(tx, userId)
}

/** `/address/save`: a new address (at most 10) or an edit of the member's own. The first one is the default. */
export async function saveAddress(db: Db, userId: number, form: AddressForm, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('select user_id from users where user_id = $1 for update', [userId])
    const current = await tx.query<{ address_id: number; is_default: boolean }>(
      'select address_id, is_default from addresses where user_id = $1',
      [userId],
    )
    const values = [form.name, form.mobile_no, form.zip_code, form.address1, form.address2]
    let addressId: number
    if (form.address_id) {
      const own = current.find((a) => a.address_id === form.address_id)
      if (!own) throw notFound()
      await tx.query(
        'update addresses set name = $3, mobile_no = $4, zip_code = $5, address1 = $6, address2 = $7 where address_id = $1 and user_id = $2',
        [own.address_id, userId, ...values],
      )
      addressId = own.address_id
      // Unticking the default moves it to the newest other address, if there is one.
      if (own.is_default && !form.is_default && current.length > 1) {
        const [other] = await tx.query<{ address_id: number }>(
          'select address_id from addresses where user_id = $1 and address_id <> $2 order by created_at desc, address_id desc limit 1',
          [userId, own.address_id],
        )
        await makeDefault(tx, userId, other?.address_id ?? own.address_id)
        return addressId
      }
    } else {
      if (current.length >= ADDRESS_LIMIT) throw commerceError(400, 'ADDRESS_LIMIT', { field: 'address_id' })
      const [row] = await tx.query<{ address_id: number }>(
        'insert into addresses (user_id, name, mobile_no, zip_code, address1, address2, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning address_id',
        [userId, ...values, now.toISOString()],
      )
      addressId = row?.address_id as number
    }
    const noDefault = !current.some((a) => a.is_default && a.address_id !== addressId)
    if (form.is_default || noDefault) await makeDefault(tx, userId, addressId)
    else await syncDefault(tx, userId)
    return addressId
  })
}

/** `/address/delete`: deleting the default makes the newest other one the default. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.query<{ is_default: boolean }>(
      'delete from addresses where address_id = $1 and user_id = $2 returning is_default',
      [addressId, userId],
    )
    if (!gone) throw notFound()
    if (gone.is_default) await makeDefault(tx, userId, null)
  })
}

export async function setDefaultAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findAddress(tx, userId, addressId))) throw notFound()
    await makeDefault(tx, userId, addressId)
  })
}
