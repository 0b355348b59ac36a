import * as MSG from '~/domain/messages'
import * as PUSH_MSG from '~/domain/messages.push'
import { withoutSheetParam } from '~/domain/push'
import { PushConsentForm } from '~/islands/PushConsentForm'
import { BottomSheet } from './BottomSheet'
import { CloseIcon } from './icons'

/** Spec §2/§4: the push half-modal opened by `?openPushHalfModal=y`. */
export function PushSheet({ here }: { here: string }) {
  const back = withoutSheetParam(here)
  return (
    <BottomSheet
      title={PUSH_MSG.sheetTitle}
      closeHref={back}
      close={
        // Closing it is a refusal like 다음에 할게요: 30 days of quiet (decision 050).
        <PushConsentForm intent="later" redirectTo={back}>
          <button type="submit" className="icon-button" aria-label={MSG.screen.close}>
            <CloseIcon />
          </button>
        </PushConsentForm>
      }
    >
      <p className="push-sheet__body">{PUSH_MSG.sheetBody}</p>
      <p className="push-sheet__fine">{PUSH_MSG.sheetFine}</p>
      <div className="push-sheet__actions">
        <PushConsentForm intent="later" redirectTo={back}>
          <button type="submit" className="button">
            {PUSH_MSG.sheetLater}
          </button>
        </PushConsentForm>
        <PushConsentForm intent="consent" redirectTo={back}>
          <button type="submit" className="button button--primary">
            {PUSH_MSG.sheetAgree}
          </button>
        </PushConsentForm>
      </div>
    </BottomSheet>
  )
}
