import { json } from '@remix-run/node'

/** For load balancers and the test harness: the process is up and rendering. */
export async function loader() {
  return json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
