import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { community, communityHandshake, withCommunitySession } from './community.server'

const server = setupMockBackends()

test('[R7.14] the community session starts with POST /cookie carrying the experiments in a header, and goes back as its cookie', async () => {
  let experimentsHeader: string | null = null
  let cookieSent: string | null = null
  server.use(
    http.post(`${MOCK_URLS.COMMUNITY_API_URL}/cookie`, ({ request }) => {
      experimentsHeader = request.headers.get('x-experiments')
      return HttpResponse.json({ ok: true }, { headers: { 'set-cookie': 'community_session=abc123def456; Path=/; HttpOnly' } })
    }),
    http.get(`${MOCK_URLS.COMMUNITY_API_URL}/posts`, ({ request }) => {
      cookieSent = request.headers.get('cookie')
      return HttpResponse.json({ posts: [], totalCount: 0, page: 1, size: 10 })
    }),
  )
  const ctx = testContext()
  const token = await communityHandshake(ctx, { communityVisible: 'on', price: 'b' })
  expect(token).toBe('abc123def456')
  expect(JSON.parse(Buffer.from(experimentsHeader ?? '', 'base64').toString())).toEqual({ communityVisible: 'on', price: 'b' })
  // The kept session (here another one, as on a later request) goes to the service as its cookie.
  await community.feed(withCommunitySession(ctx, 'kept-session-789'), { category: null, sort: 'LATEST', hashtag: null, page: 1 })
  expect(cookieSent).toContain('community_session=kept-session-789')
})

test('[R9.5] the feed asks for pages of 10 and comments for pages of 30', async () => {
  const asked: Record<string, string>[] = []
  server.use(
    http.get(`${MOCK_URLS.COMMUNITY_API_URL}/posts`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams))
      return HttpResponse.json({ posts: [], totalCount: 0, page: 1, size: 10 })
    }),
    http.get(`${MOCK_URLS.COMMUNITY_API_URL}/posts/7/comments`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams))
      return HttpResponse.json({ comments: [], totalCount: 0 })
    }),
  )
  const ctx = testContext()
  await community.feed(ctx, { category: 'BOAST', sort: 'POPULARITY', hashtag: '산책', page: 2 })
  await community.comments(ctx, 7, 1)
  expect(asked).toEqual([
    { sort: 'POPULARITY', page: '2', size: '10', category: 'BOAST', hashtag: '산책' },
    { page: '1', size: '30' },
  ])
})
