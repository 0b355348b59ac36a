import { formatWon } from '~/domain/format'
import type { Grades } from '~/domain/membership.schema'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'

const G = MEMBERSHIP_MSG.grades

/**
 * The grades explained: what each asks for, and for a member their grade (the name of
 * `userGradeCodeInfo.userGradeCodeName`), what they bought in 3 months and how far the next one is.
 */
export function GradeList({ grades, gradeName }: { grades: Grades; gradeName: string | null }) {
  const mine = grades.mine
  return (
    <section className="membership-section" aria-labelledby="grades-title">
      <h2 id="grades-title">{G.title}</h2>
      <p className="membership-section__lead">{G.lead}</p>
      {mine && gradeName ? (
        <div className="grade-mine">
          <p className="grade-mine__title">{G.mine(gradeName)}</p>
          <p>{G.purchased(formatWon(mine.purchaseAmount))}</p>
          <p>{progress(mine)}</p>
        </div>
      ) : null}
      <ol className="grade-list">
        {grades.grades.map((grade) => {
          const current = mine?.gradeCode === grade.gradeCode
          return (
            <li key={grade.gradeCode} className="grade" aria-current={current || undefined}>
              <p className="grade__name">
                {grade.gradeName}
                {current ? <span className="badge-inline">{G.current}</span> : null}
              </p>
              <p className="grade__rule">{grade.minPurchaseAmount > 0 ? G.minimum(formatWon(grade.minPurchaseAmount)) : G.anyone}</p>
              <p className="grade__body">{grade.description}</p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function progress(mine: NonNullable<Grades['mine']>): string {
  if (!mine.nextGradeName || mine.amountToNext === null) return G.top
  if (mine.amountToNext === 0) return G.reachedNext(mine.nextGradeName)
  return G.toNext(mine.nextGradeName, formatWon(mine.amountToNext))
}
