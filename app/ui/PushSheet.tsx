import { MY_MSG } from '~/domain/messages.my'
import { withoutSheetParam } from '~/domain/push'
import { PushConsentForm } from '~/islands/PushConsentForm'
import { BottomSheet } from './BottomSheet'

/** Spec §2/§4: the push half-modal opened by `?openPushHalfModal=y`. */
export function PushSheet({ here }: { here: string }) {
  const back = withoutSheetParam(here)
  return (
    <BottomSheet title={MY_MSG.push.sheetTitle} closeHref={back}>
      <p className="push-sheet__body">{MY_MSG.push.sheetBody}</p>
      <p className="push-sheet__fine">{MY_MSG.push.sheetFine}</p>
      <div className="push-sheet__actions">
        <PushConsentForm intent="later" redirectTo={back}>
          <button type="submit" className="button">
            {MY_MSG.push.sheetLater}
          </button>
        </PushConsentForm>
        <PushConsentForm intent="consent" redirectTo={back}>
          <button type="submit" className="button button--primary">
            {MY_MSG.push.sheetAgree}
          </button>
        </PushConsentForm>
      </div>
    </BottomSheet>
  )
}
