import * as MSG from '../../messages'

export const group = { 1: MSG.pet.dog, 2: MSG.pet.cat, both: '강아지·고양이', label: '어떤 아이' } as const
