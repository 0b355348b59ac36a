import { useState } from 'react'
import { ClientOnly } from 'remix-utils/client-only'
import * as MSG from '~/domain/messages'
import { openChat } from './chat.client'
import { useThirdParty } from './use-third-party'

type Props = { inApp: boolean; memberId: number | null; nickname?: string }

/**
 * 1:1 채팅 상담. Drawn only where a chat exists: inside the apps (the shell's widget) or on the web
 * with a configured plugin key; the widget's script loads on the first tap (spec §2).
 */
export function ChatButton(props: Props) {
  const { channelTalkPluginKey } = useThirdParty()
  if (!props.inApp && !channelTalkPluginKey) return null
  return <ClientOnly fallback={null}>{() => <Chat {...props} pluginKey={channelTalkPluginKey} />}</ClientOnly>
}

function Chat({ inApp, memberId, nickname, pluginKey }: Props & { pluginKey?: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button chat-button"
        onClick={() => void openChat({ inApp, pluginKey, memberId, nickname }).then((ok) => setFailed(!ok))}
      >
        {MSG.chat.open}
      </button>
      {failed ? (
        <p className="form-errors" role="alert">
          {MSG.chat.failed}
        </p>
      ) : null}
    </>
  )
}
