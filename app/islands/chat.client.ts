import { SDK_SCRIPTS } from '~/domain/third-party'
import { loadScript } from './load-script.client'
import { postToNative } from './native-bridge.client'

type ChannelIO = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] }
type ChatWindow = { ChannelIO?: ChannelIO; ChannelIOInitialized?: boolean }

let booted = false

/**
 * Opens the chat widget (spec §1). Inside the apps the shell's own SDK opens it (CHANNEL_TALK);
 * on the web the script loads on the first open only. Resolves false when the web widget is not
 * configured or cannot load, so the caller can point to the other ways of reaching us.
 */
export async function openChat(options: {
  inApp: boolean
  pluginKey?: string
  memberId: number | null
  nickname?: string
}): Promise<boolean> {
  if (options.inApp) return postToNative('CHANNEL_TALK', { action: 'open', memberId: options.memberId })
  if (!options.pluginKey) return false
  const w = window as unknown as ChatWindow
  // The vendor's documented stub: calls made before the script is in wait in its queue.
  if (!w.ChannelIO) {
    const stub: ChannelIO = (...args: unknown[]) => {
      stub.q?.push(args)
    }
    stub.q = []
    w.ChannelIO = stub
  }
  try {
    await loadScript(SDK_SCRIPTS.channelTalk)
  } catch {
    return false
  }
  if (!booted) {
    w.ChannelIO?.('boot', {
      pluginKey: options.pluginKey,
      memberId: options.memberId === null ? undefined : String(options.memberId),
      profile: options.nickname ? { name: options.nickname } : undefined,
    })
    booted = true
  }
  w.ChannelIO?.('showMessenger')
  return true
}

/** Spec §4's logout order shuts the chat widget down before the session's values are gone. */
export function shutdownChat(inApp: boolean): void {
  if (inApp) {
    postToNative('CHANNEL_TALK', { action: 'shutdown' })
    return
  }
  if (!booted) return
  ;(window as unknown as ChatWindow).ChannelIO?.('shutdown')
  booted = false
}
