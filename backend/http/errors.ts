import type { ErrorRequestHandler, RequestHandler, Response } from 'express'

/** Codes of spec §8 plus the business codes the services answer. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_MAINTENANCE'
  | 'BLACK_LISTED_USER'
  | 'TOO_MANY_REQUESTS'
  // A write that would have finished after the shop stopped waiting (deadline.ts).
  | 'TIMEOUT'
  // Accounts: a password check while the account waits.
  | 'TOO_MANY_ATTEMPTS'
  // Cart (contract "V2: cart").
  | 'ADD_CART_ITEM_ERROR'
  // Review service: uploads and writing (contract "Review service: writing").
  | 'UNMATCHED_FILE_TYPE'
  | 'FILE_SIZE_LIMIT_EXCEEDED'
  | 'FILE_LENGTH_LIMIT_EXCEEDED'
  | 'RESOLUTION_LIMIT_EXCEEDED'
  | 'FILE_UPLOAD_ERROR'
  | 'NOT_REVIEWABLE'
  | 'ALREADY_REVIEWED'
  // Decision 047: a review past its 30 days, and 도움돼요 on one's own review.
  | 'EDIT_PERIOD_OVER'
  | 'OWN_REVIEW'

const MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: '요청 내용이 올바르지 않아요.',
  UNAUTHORIZED: '로그인이 필요해요.',
  FORBIDDEN: '접근 권한이 없어요.',
  NOT_FOUND: '요청하신 정보를 찾을 수 없어요.',
  INTERNAL_SERVER_ERROR: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  SERVICE_MAINTENANCE: '서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.',
  BLACK_LISTED_USER: '개인정보 보호를 위해 로그아웃되었어요. 다시 로그인해 주세요.',
  TOO_MANY_REQUESTS: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  TIMEOUT: '처리 시간이 지나 요청을 취소했어요. 아무것도 바뀌지 않았으니 다시 시도해 주세요.',
  TOO_MANY_ATTEMPTS: '비밀번호를 여러 번 잘못 입력했어요. 잠시 후 다시 시도해 주세요.',
  ADD_CART_ITEM_ERROR: '장바구니에 담지 못했어요.',
  UNMATCHED_FILE_TYPE: 'JPG, PNG, WEBP 사진만 올릴 수 있어요.',
  FILE_SIZE_LIMIT_EXCEEDED: '파일 용량이 너무 커요.',
  FILE_LENGTH_LIMIT_EXCEEDED: '파일은 한 번에 하나씩 올려 주세요.',
  RESOLUTION_LIMIT_EXCEEDED: '사진의 해상도가 너무 커요.',
  FILE_UPLOAD_ERROR: '파일을 올리지 못했어요. 다른 사진으로 다시 시도해 주세요.',
  NOT_REVIEWABLE: '배송이 완료된 주문 상품만 리뷰를 쓸 수 있어요.',
  ALREADY_REVIEWED: '이미 리뷰를 쓴 상품이에요.',
  EDIT_PERIOD_OVER: '작성한 지 30일이 지난 리뷰는 고치거나 지울 수 없어요.',
  OWN_REVIEW: '내가 쓴 리뷰에는 도움돼요를 누를 수 없어요.',
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_MAINTENANCE',
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value)
}

/** The error code that goes with an HTTP status when nothing more specific is known. */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST')
}

/** Thrown by handlers; the error middleware turns it into `{ code, message, ...extra }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = MESSAGES[code],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function sendError(
  res: Response,
  status: number,
  code: ErrorCode,
  message: string = MESSAGES[code],
  extra: Record<string, unknown> = {},
): void {
  res.status(status).json({ ...extra, code, message })
}

export const notFound: RequestHandler = (_req, res) => sendError(res, 404, 'NOT_FOUND')

/** Last middleware: known errors keep their code; anything else is a 500 without details. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error)
    if (error instanceof HttpError) return sendError(res, error.status, error.code, error.message, error.extra)
    // body-parser's errors (malformed JSON, body too large) carry a 4xx status and `expose`.
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendError(res, status, codeForStatus(status))
    }
    log(error)
    sendError(res, 500, 'INTERNAL_SERVER_ERROR')
  }
}
