import { hasLeadDetails, type LeadDetailsView } from "./lead-details";

const subheading = "text-sm font-semibold text-ink";
const term = "text-xs font-semibold uppercase tracking-wide text-muted";

/** What travelled with the lead: quiz answers and result, a chat transcript excerpt, anything else. */
export function LeadDetails({ details }: { details: LeadDetailsView }) {
  if (!hasLeadDetails(details)) return null;
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-line pt-3 text-sm">
      {details.quizzes.map((quiz, index) => (
        <section key={`${quiz.name}-${index}`}>
          <h3 className={subheading}>{quiz.name}</h3>
          {quiz.answers.length > 0 ? (
            <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {quiz.answers.map((answer, i) => (
                <div key={`${answer.question}-${i}`} className="min-w-0">
                  <dt className={term}>{answer.question}</dt>
                  <dd className="mt-0.5 break-words text-ink">{answer.answer}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {quiz.result ? (
            <p className="mt-2 break-words rounded-md bg-sand px-3 py-2 text-ink">
              <span className="font-semibold">Result:</span> {quiz.result}
            </p>
          ) : null}
        </section>
      ))}

      {details.transcript ? (
        <section>
          <h3 className={subheading}>Chat transcript</h3>
          <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-sand px-3 py-2 text-ink">{details.transcript.excerpt}</p>
          {details.transcript.full ? (
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-clay-600 underline-offset-4 hover:underline">
                Show the full transcript
              </summary>
              <p
                className="mt-2 max-h-96 overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-line px-3 py-2 text-ink"
                tabIndex={0}
              >
                {details.transcript.full}
              </p>
            </details>
          ) : null}
        </section>
      ) : null}

      {details.other.length > 0 ? (
        <section>
          <h3 className={subheading}>Details</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {details.other.map((entry, i) => (
              <div key={`${entry.label}-${i}`} className="min-w-0">
                <dt className={term}>{entry.label}</dt>
                <dd className="mt-0.5 whitespace-pre-wrap break-words text-ink">{entry.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
