export const placeholder = {
  email: 'example@petshop.co.kr',
  inviteCode: '초대 코드를 입력하고 5,000원 받으세요',
  mobile: "'-' 없이 숫자만 입력해 주세요",
  nickname: '2~16자로 입력해 주세요',
  password: '비밀번호를 입력해 주세요',
} as const
