/** The host's refusals at the edge (decision 023: server/security.ts, server/body-limits.ts). */
export const edge = {
  methodNotAllowed: '이 주소에서는 처리할 수 없는 요청 방식이에요.',
  bodyTooLarge: '보낸 내용이 너무 커요. 내용을 줄여서 다시 시도해 주세요.',
  tooManyParts: '한 번에 보낼 수 있는 항목 수를 넘었어요.',
  fieldTooLong: '입력한 내용이 너무 길어요. 줄여서 다시 시도해 주세요.',
} as const
