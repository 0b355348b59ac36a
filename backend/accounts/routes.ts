import type { Router } from 'express'
import { z } from 'zod'
import { hashPassword } from '../auth/passwords'
import { deleteSession, endOtherSessions, findRefreshable, listSessions, revokeReusedFamily, rotateSession } from '../auth/sessions'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { clientIpOf } from '../http/client-ip'
import { deadlineOf } from '../http/deadline'
import { handle } from '../http/handler'
import { parseForm, parseInput } from '../http/validate'
import { checkCertification, sendCertification } from './certification'
import * as field from './fields'
import { passwordLogin } from './login'
import { listOutbox } from './outbox'
import { tokenInvalid } from './reasons'
import { findEmail, resetPassword } from './recovery'
import { createMember } from './signup'
import { linkSocial, signupSocial, socialLogin } from './social'
import { assertActive, issueSiblingTokens, requireSession, tokenAnswer } from './tokens'

const loginBody = z.object({ email: field.loginEmail, password: field.currentPassword, ...field.device })
const refreshBody = z.object({ refresh_token: field.issuedToken('리프레시 토큰'), ...field.device })
const sendBody = z.object({
  mobile_no: field.mobileNo,
  purpose: z.enum(['SIGNUP', 'FIND', 'CHANGE'], { message: '인증 목적은 SIGNUP, FIND, CHANGE 중 하나예요.' }),
})
const verifyBody = z.object({ mobile_no: field.mobileNo, certification_key: field.certificationKey })
const memberFields = {
  name: field.name,
  nickname: field.nickname,
  mobile_no: field.mobileNo,
  certification_key: field.certificationKey,
  invite_code: field.inviteCode,
  marketing_agree: field.marketingAgree,
  ...field.device,
}
const signupEmailBody = z.object({ email: field.signupEmail, password: field.newPassword, ...memberFields })
const findEmailBody = z.object({ name: field.name, mobile_no: field.mobileNo, certification_key: field.certificationKey })
const resetBody = z.object({
  email: field.loginEmail,
  mobile_no: field.mobileNo,
  certification_key: field.certificationKey,
  password: field.newPassword,
})
const socialLoginBody = z.object({
  provider: z.enum(['KAKAO', 'NAVER', 'APPLE'], { message: 'provider는 KAKAO, NAVER, APPLE 중 하나예요.' }),
  provider_access_token: field.issuedToken('제공자 토큰'),
  ...field.device,
})
const signupSocialBody = z.object({ signup_token: field.issuedToken('가입 토큰'), ...memberFields })
const linkBody = z.object({ link_token: field.issuedToken('연결 토큰'), password: field.currentPassword, ...field.device })

type MemberForm = z.output<z.ZodObject<typeof memberFields>>

const memberOf = (body: MemberForm) => ({
  name: body.name,
  nickname: body.nickname,
  mobileNo: body.mobile_no,
  certificationKey: body.certification_key,
  inviteCode: body.invite_code,
  marketingAgree: body.marketing_agree,
})

/** Contract "Accounts": sign-in, tokens, certification, sign-up, recovery and social sign-in. */
export function registerAccountRoutes(router: Router, ctx: Ctx): void {
  router.post(
    '/auth/login',
    handle(async (req, res) => {
      const body = parseForm(loginBody, req.body)
      res.json(await passwordLogin(ctx, body.email, body.password, body))
    }),
  )

  router.post(
    '/auth/user',
    handle(async (req, res) => {
      const body = parseForm(z.object(field.withSession), req.body)
      const session = await requireSession(ctx, sessionToken(req))
      // The store has only hashes: the bearer gets a pair of its own in the same sign-in (family).
      res.json(await issueSiblingTokens(ctx.db, ctx.now(), session, body))
    }),
  )

  // Decision 020: the shop confirms a session before it serves a cached user detail; one indexed lookup.
  router.post(
    '/auth/check',
    handle(async (req, res) => {
      parseForm(z.object(field.withSession), req.body)
      const session = await requireSession(ctx, sessionToken(req))
      res.json({ ok: true, user_id: session.userId })
    }),
  )

  router.post(
    '/auth/refresh',
    handle(async (req, res) => {
      const body = parseForm(refreshBody, req.body)
      const now = ctx.now()
      // Status first: a blacklisted or withdrawn member's refresh token is not rotated.
      const current = await findRefreshable(ctx.db, body.refresh_token, now)
      if (!current) {
        // A rotated token presented again: its family ends (the same answer as any dead token).
        await revokeReusedFamily(ctx.db, body.refresh_token)
        throw tokenInvalid()
      }
      assertActive(current.status)
      const rotated = await rotateSession(ctx.db, body.refresh_token, now)
      if (!rotated) {
        // Rotated by a concurrent call between the two statements: that is a replay too.
        await revokeReusedFamily(ctx.db, body.refresh_token)
        throw tokenInvalid()
      }
      res.json(tokenAnswer(rotated, rotated.userId))
    }),
  )

  router.post(
    '/user/logout',
    handle(async (req, res) => {
      parseForm(z.object(field.withSession), req.body)
      // No status check: a blacklisted member must still be able to sign out (spec §8).
      const token = sessionToken(req)
      if (token) await deleteSession(ctx.db, token)
      res.json({ ok: true })
    }),
  )

  // The member's own sessions (decision 041): what /my/information lists and 다른 기기에서 로그아웃.
  router.post(
    '/user/sessions',
    handle(async (req, res) => {
      parseForm(z.object(field.withSession), req.body)
      const session = await requireSession(ctx, sessionToken(req))
      const sessions = await listSessions(ctx.db, session.userId, session.token, ctx.now())
      res.json({
        sessions: sessions.map((s) => ({
          session_id: s.sessionId,
          mobile_os_code: s.mobileOsCode,
          created_at: new Date(s.createdAt).toISOString(),
          last_seen_at: new Date(s.lastSeenAt).toISOString(),
          current: s.current,
        })),
      })
    }),
  )

  router.post(
    '/user/sessions/end-others',
    handle(async (req, res) => {
      parseForm(z.object(field.withSession), req.body)
      const token = sessionToken(req)
      const session = await requireSession(ctx, token)
      res.json({ ended: await endOtherSessions(ctx.db, session.userId, token ?? '') })
    }),
  )

  router.post(
    '/user/certification/send',
    handle(async (req, res) => {
      const body = parseForm(sendBody, req.body)
      res.json(await sendCertification(ctx, body.mobile_no, body.purpose, clientIpOf(req)))
    }),
  )

  router.post(
    '/user/certification/verify',
    handle(async (req, res) => {
      const body = parseForm(verifyBody, req.body)
      await checkCertification(ctx, body.mobile_no, body.certification_key, { verify: true })
      res.json({ verified: true })
    }),
  )

  router.post(
    '/user/signup/email',
    handle(async (req, res) => {
      const body = parseForm(signupEmailBody, req.body)
      const member = { ...memberOf(body), email: body.email, joinType: 'EMAIL' as const }
      // Hashed only once the key and the uniqueness checks passed (createMember calls it).
      const passwordHash = () => hashPassword(body.password)
      res.json(await createMember(ctx, { ...member, password: body.password, passwordHash }, body, { deadline: deadlineOf(res) }))
    }),
  )

  router.post(
    '/user/find/email',
    handle(async (req, res) => {
      res.json(await findEmail(ctx, parseForm(findEmailBody, req.body)))
    }),
  )

  router.post(
    '/user/password/reset',
    handle(async (req, res) => {
      res.json(await resetPassword(ctx, parseForm(resetBody, req.body)))
    }),
  )

  router.post(
    '/auth/social/login',
    handle(async (req, res) => {
      const body = parseForm(socialLoginBody, req.body)
      res.json(await socialLogin(ctx, body.provider, body.provider_access_token, body))
    }),
  )

  router.post(
    '/user/signup/social',
    handle(async (req, res) => {
      const body = parseForm(signupSocialBody, req.body)
      res.json(await signupSocial(ctx, body.signup_token, memberOf(body), body, deadlineOf(res)))
    }),
  )

  router.post(
    '/user/link/social',
    handle(async (req, res) => {
      const body = parseForm(linkBody, req.body)
      res.json(await linkSocial(ctx, body.link_token, body.password, body))
    }),
  )
}

const outboxQuery = z.object({ mobileNo: field.mobileNo })

/**
 * The connect service's `GET /sms/outbox`: what certification would have sent (camelCase, as
 * connect answers). It lists certification keys, so only a backend with test hooks mounts it.
 */
export function registerSmsOutboxRoute(router: Router, { db }: Ctx): void {
  router.get(
    '/sms/outbox',
    handle(async (req, res) => {
      const query = parseInput(outboxQuery, req.query)
      res.json({ messages: await listOutbox(db, query.mobileNo) })
    }),
  )
}
