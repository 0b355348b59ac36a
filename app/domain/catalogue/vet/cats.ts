import * as MSG from '../../messages'

export const cats = MSG.pet.cat
