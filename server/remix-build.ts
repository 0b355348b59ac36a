/** The Remix server build (build/index.js), reloaded on every rebuild under `npm run dev`. */
import { watch } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { broadcastDevReady, type ServerBuild } from '@remix-run/node'

const BUILD_PATH = path.join(process.cwd(), 'build', 'index.js')

async function loadBuild(): Promise<ServerBuild> {
  // The query defeats Node's module cache so development picks up every rebuild.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`)
}

/** Under `remix dev` (REMIX_DEV_ORIGIN): whether this process reports rebuilds to the dev server. */
export const underRemixDev = () => Boolean(process.env.REMIX_DEV_ORIGIN)

export async function remixBuild(): Promise<{ current: () => ServerBuild; ready: () => void }> {
  let build = await loadBuild()
  if (underRemixDev()) {
    let timer: NodeJS.Timeout | undefined
    watch(path.dirname(BUILD_PATH), () => {
      clearTimeout(timer)
      timer = setTimeout(async () => {
        build = await loadBuild()
        broadcastDevReady(build)
      }, 100)
    })
  }
  return {
    current: () => build,
    // Tells the dev server the first build is being served.
    ready: () => {
      if (underRemixDev()) void broadcastDevReady(build)
    },
  }
}
