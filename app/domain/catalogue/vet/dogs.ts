import * as MSG from '../../messages'

export const dogs = MSG.pet.dog
