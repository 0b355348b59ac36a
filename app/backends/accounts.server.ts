import { z } from 'zod'
import { TokensSchema } from '~/domain/tokens.schema'
import { BreedsSchema, PetSchema, RegisteredCountSchema } from '~/domain/user.schema'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** The device fields of a call made before there is a session. */
const device = (ctx: RequestContext) => ({ mobileDeviceId: ctx.deviceId, mobileOsCode: ctx.osCode })
const Ok = z.object({ ok: z.boolean() }).passthrough()

export type Provider = 'KAKAO' | 'NAVER' | 'APPLE'

/** Spec §7 and docs/backend-api.md "Accounts": sign-in, sign-up, certification, pets. */
export const accounts = {
  login: (ctx: RequestContext, email: string, password: string) =>
    v2Post(ctx, '/auth/login', TokensSchema, { email, password, ...device(ctx) }),

  /** The tokens of the current session (auth proxy /api/auth/user). */
  currentTokens: (ctx: RequestContext) => v2Post(ctx, '/auth/user', TokensSchema, device(ctx)),

  logout: (ctx: RequestContext) => v2Post(ctx, '/user/logout', Ok, deviceFields(ctx)),

  sendCertification: (ctx: RequestContext, mobileNo: string, purpose: 'SIGNUP' | 'FIND' | 'CHANGE') =>
    v2Post(ctx, '/user/certification/send', z.object({ expiresIn: z.number() }), { mobileNo, purpose }),

  verifyCertification: (ctx: RequestContext, mobileNo: string, certificationKey: string) =>
    v2Post(ctx, '/user/certification/verify', z.object({ verified: z.boolean() }), { mobileNo, certificationKey }),

  signupEmail: (
    ctx: RequestContext,
    form: {
      email: string
      password: string
      name: string
      nickname: string
      mobileNo: string
      certificationKey: string
      inviteCode?: string
      marketingAgree: boolean
    },
  ) => v2Post(ctx, '/user/signup/email', TokensSchema, { ...form, ...device(ctx) }),

  findEmail: (ctx: RequestContext, form: { name: string; mobileNo: string; certificationKey: string }) =>
    v2Post(
      ctx,
      '/user/find/email',
      z.object({ emailMasked: z.string(), createdAt: z.string().nullable().optional(), joinType: z.string().optional() }),
      form,
    ),

  resetPassword: (ctx: RequestContext, form: { email: string; mobileNo: string; certificationKey: string; password: string }) =>
    v2Post(ctx, '/user/password/reset', Ok, form),

  socialLogin: (ctx: RequestContext, provider: Provider, providerAccessToken: string) =>
    v2Post(ctx, '/auth/social/login', TokensSchema, { provider, providerAccessToken, ...device(ctx) }),

  signupSocial: (
    ctx: RequestContext,
    form: {
      signupToken: string
      name: string
      nickname: string
      mobileNo: string
      certificationKey: string
      inviteCode?: string
      marketingAgree: boolean
    },
  ) => v2Post(ctx, '/user/signup/social', TokensSchema, { ...form, ...device(ctx) }),

  linkSocial: (ctx: RequestContext, linkToken: string, password: string) =>
    v2Post(ctx, '/user/link/social', TokensSchema, { linkToken, password, ...device(ctx) }),

  breeds: (ctx: RequestContext, animalGroup1Id: number) => v2Post(ctx, '/animal/breeds', BreedsSchema, { animalGroup1Id }),

  registerPet: (ctx: RequestContext, pet: Record<string, unknown>) =>
    v2Post(ctx, '/pet/register', z.object({ petId: z.number() }), { ...pet, session: ctx.session }),

  updatePet: (ctx: RequestContext, petId: number, pet: Record<string, unknown>) =>
    v2Post(ctx, '/pet/update', PetSchema, { ...pet, petId, session: ctx.session }),

  deletePet: (ctx: RequestContext, petId: number) => v2Post(ctx, '/pet/delete', Ok, { petId, session: ctx.session }),

  setMainPet: (ctx: RequestContext, petId: number) => v2Post(ctx, '/pet/main', Ok, { petId, session: ctx.session }),

  pets: (ctx: RequestContext) =>
    v2Post(ctx, '/pet/list', z.object({ petList: z.array(PetSchema) }), { session: ctx.session }).then((a) => a.petList),

  /** Spec §7: only for signed-in users who turned on "similar to my pet" (the caller decides). */
  registeredCount: (ctx: RequestContext) => v2Post(ctx, '/animal/registered/count', RegisteredCountSchema, deviceFields(ctx)),
}
