import * as MSG from '~/domain/messages'
import { scoreHistogram } from '~/domain/reviews'

const exact = new Intl.NumberFormat('ko-KR')

/**
 * 5점..1점 bars. The counts and percents are text beside each bar, so a screen reader reads
 * "5점 1,200개 (66%)"; the bar itself is only a picture of the same number.
 */
export function ScoreHistogram({ counts, total }: { counts: Readonly<Record<string, number>>; total: number }) {
  return (
    <ul className="score-bars" aria-label={MSG.productDetail.scoreDistribution}>
      {scoreHistogram(counts, total).map((bar) => (
        <li key={bar.score} className="score-bars__row">
          <span className="score-bars__label">{MSG.productDetail.scoreBar(bar.score)}</span>
          <span className="score-bars__track" aria-hidden="true">
            <span className="score-bars__fill" style={{ width: `${bar.percent}%` }} />
          </span>
          <span className="score-bars__value">{MSG.productDetail.scoreBarValue(exact.format(bar.count), bar.percent)}</span>
        </li>
      ))}
    </ul>
  )
}
