import { z } from 'zod'
import { PAYMENT_METHODS } from './payment-methods'
import { ProductSummarySchema } from './product.schema'

/** V2 shopping answers (docs/backend-api.md "Shopping"), camelCase as the HTTP core hands them over. */
export const CartItemSchema = z.object({
  cartItemId: z.number().int(),
  product: ProductSummarySchema,
  optionId: z.number().int(),
  optionName: z.string(),
  unitPrice: z.number(),
  unitDiscountApplyPrice: z.number(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  stock: z.number().int(),
  soldOut: z.boolean(),
  selected: z.boolean(),
  dealId: z.number().int().nullable(),
  linePrice: z.number(),
  lineDiscountApplyPrice: z.number(),
})
export type CartItem = z.infer<typeof CartItemSchema>

export const SummarySchema = z.object({
  itemCount: z.number().int(),
  selectedCount: z.number().int(),
  priceTotal: z.number(),
  discountTotal: z.number(),
  productTotal: z.number(),
  shippingFee: z.number(),
  freeShippingOver: z.number(),
  total: z.number(),
  couponDiscountPrice: z.number().optional(),
  /** 적립금 used on an order sheet (decision 044). */
  pointsDiscountPrice: z.number().optional(),
})
export type Summary = z.infer<typeof SummarySchema>

export const CartSchema = z.object({
  guestCartId: z.string().nullable().optional(),
  items: z.array(CartItemSchema),
  summary: SummarySchema,
})
export type Cart = z.infer<typeof CartSchema>

export const AddressSchema = z.object({
  addressId: z.number().int(),
  name: z.string(),
  mobileNo: z.string(),
  zipCode: z.string(),
  address1: z.string(),
  address2: z.string(),
  isDefault: z.boolean(),
  delivery: z.object({ morning: z.boolean(), express: z.boolean(), logistic: z.boolean(), seoulOnly: z.boolean() }).optional(),
})
export type Address = z.infer<typeof AddressSchema>

export const AddressListSchema = z.object({ addresses: z.array(AddressSchema), defaultAddressId: z.number().int().nullable().optional() })

export const COUPON_TYPES = ['AMOUNT', 'RATE', 'FREE_SHIPPING'] as const
export const CouponSchema = z.object({
  couponId: z.number().int(),
  title: z.string(),
  type: z.enum(COUPON_TYPES),
  discountValue: z.number(),
  maxDiscountPrice: z.number().nullable().optional(),
  minOrderPrice: z.number().nullable().optional(),
  expiresAt: z.string().nullable().optional(),
  usedAt: z.string().nullable().optional(),
  status: z.string().optional(),
  discountPrice: z.number().optional(),
  applicable: z.boolean().optional(),
  firstPurchase: z.boolean().optional(),
  categoryName: z.string().nullable().optional(),
  /** On an order sheet: why it does not apply (decision 027). */
  unavailableReason: z.string().nullable().optional(),
  /** In the member's list: why a coupon not yet used can never be (a first-purchase one after ordering). */
  unusableReason: z.string().nullable().optional(),
})
export type Coupon = z.infer<typeof CouponSchema>

export const DELIVERY_OPTION_TYPES = ['LOGISTIC', 'MORNING', 'EXPRESS'] as const
export { PAYMENT_METHODS }
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const OrderSheetSchema = z.object({
  items: z.array(CartItemSchema),
  addresses: z.array(AddressSchema),
  addressId: z.number().int().nullable(),
  deliveryOptions: z.array(
    z.object({
      type: z.enum(DELIVERY_OPTION_TYPES),
      fee: z.number(),
      available: z.boolean(),
      /** Why not (the products, the address, no address yet); absent from a V2 that does not say. */
      unavailableReason: z.enum(['PRODUCT', 'ADDRESS', 'NO_ADDRESS']).nullable().optional(),
    }),
  ),
  deliveryType: z.enum(DELIVERY_OPTION_TYPES).nullable(),
  coupons: z.array(CouponSchema),
  couponId: z.number().int().nullable(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** 적립금 on this order (decision 044): what the member holds, can use, asked for and uses, and why not. */
  points: z
    .object({
      balance: z.number().int(),
      usable: z.number().int(),
      minBalance: z.number().int(),
      unit: z.number().int(),
      requested: z.number(),
      used: z.number().int(),
      refusal: z.string().nullable(),
    })
    .optional(),
  summary: SummarySchema,
})
export type OrderSheet = z.infer<typeof OrderSheetSchema>

export const PreparedOrderSchema = z.object({ orderKey: z.string(), amount: z.number(), paymentUrl: z.string() })

export const ORDER_STATUSES = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED'] as const

/** What came back for a cancelled order: the payment, the 적립금 (decision 044) and the coupon. */
export const RefundSchema = z.object({
  amount: z.number(),
  points: z.number().optional(),
  method: z.string(),
  refundedAt: z.string(),
  coupon: z.object({ title: z.string(), restored: z.boolean(), expiresAt: z.string().nullable() }).nullable(),
})
export type Refund = z.infer<typeof RefundSchema>

/** Spec §3 order tracking: orderId, shippingTime, totalPrice, coupon, cancelReason, products. */
export const OrderSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  orderedAt: z.string(),
  shippingTime: z.string().nullable(),
  totalPrice: z.number(),
  couponTitle: z.string().nullable(),
  couponType: z.string().nullable(),
  couponDiscountPrice: z.number().nullable(),
  cancelReason: z.string().nullable(),
  /** The reason the shopper chose, by code, and their own words (docs/backend-api.md `Order`). */
  cancelReasonCode: z.string().nullable().optional(),
  cancelReasonText: z.string().nullable().optional(),
  cancelledAt: z.string().nullable().optional(),
  refund: RefundSchema.nullable().optional(),
  /** 적립금 the order paid with, and its 구매확정 (the member's, or 7 days after delivery; decision 044). */
  pointsUsed: z.number().optional(),
  purchaseConfirmedAt: z.string().nullable().optional(),
  products: z.array(
    z.object({
      lineNo: z.number().int(),
      productId: z.number().int(),
      productName: z.string(),
      optionName: z.string().nullable(),
      imageUrl: z.string(),
      price: z.number(),
      quantity: z.number().int(),
      reviewId: z.number().int().nullable().optional(),
    }),
  ),
})
export type Order = z.infer<typeof OrderSchema>

/** A step of an exchange or return, or of a parcel (decision 048): reached or not, and when. */
const StepSchema = z.object({ code: z.string(), done: z.boolean(), at: z.string().nullable() })

/** An exchange or return request as V2 tells it (decision 048); older fields only are required. */
export const ExchangeReturnRequestSchema = z
  .object({
    requestId: z.number().int(),
    type: z.string(),
    reasonCode: z.string(),
    reasonText: z.string().nullable().optional(),
    status: z.string(),
    requestedAt: z.string().optional(),
    lineNos: z.array(z.number().int()).optional(),
    lines: z
      .array(z.object({ lineNo: z.number().int(), quantity: z.number().int(), exchangeOptionName: z.string().nullable().optional() }))
      .optional(),
    steps: z.array(StepSchema).optional(),
    fee: z.number().optional(),
    feePayer: z.string().optional(),
    refundAmount: z.number().optional(),
    refundPoints: z.number().optional(),
    completedAt: z.string().nullable().optional(),
    pickupAddress: z.record(z.unknown()).nullable().optional(),
    photoCount: z.number().int().optional(),
  })
  .passthrough()
export type ExchangeReturnRequest = z.infer<typeof ExchangeReturnRequestSchema>

/** 배송 조회 (decision 048): `/order/tracking`. */
export const TrackingSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  steps: z.array(StepSchema),
})
export type Tracking = z.infer<typeof TrackingSchema>

export const OrderDetailSchema = OrderSchema.extend({
  address: AddressSchema.omit({ addressId: true, isDefault: true, delivery: true }).partial().nullable().optional(),
  paymentMethod: z.string().nullable().optional(),
  deliveryType: z.string().nullable().optional(),
  shippingFee: z.number().optional(),
  productTotal: z.number().optional(),
  exchangeReturns: z.array(ExchangeReturnRequestSchema).optional(),
  /** Until when exchange and return can be asked for, or null when they cannot (decision 048); absent: V2 does not say. */
  returnableUntil: z.string().nullable().optional(),
  /** 배송 요청사항 (decision 026): the kind, and the shopper's words for CUSTOM. */
  deliveryRequest: z.object({ code: z.string(), text: z.string().nullable().optional() }).nullable().optional(),
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

export const OrderListSchema = z.object({ orders: z.array(OrderSchema), totalCount: z.number().int() })
export const ConfirmedOrderSchema = z.object({ orderId: z.number().int(), status: z.string(), totalPrice: z.number() })

export const WelcomeDealSchema = z.object({
  productGroup1Id: z.number().int(),
  eligible: z.boolean().nullable(),
  reason: z.string().nullable(),
  deals: z.array(
    z.object({
      dealId: z.number().int(),
      dealPrice: z.number(),
      limitQuantity: z.number().int(),
      optionId: z.number().int(),
      /** The deal's option and its list price (decision 046); absent from a service that does not say. */
      optionName: z.string().optional(),
      optionPrice: z.number().nonnegative().optional(),
      product: ProductSummarySchema,
    }),
  ),
})
