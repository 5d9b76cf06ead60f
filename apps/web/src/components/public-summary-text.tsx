/** A public summary as the public page of funded projects shows it: the English text, and the Hindi one when given. */
export function PublicSummaryText({ text, textHi }: { text: string; textHi: string | null }) {
  return (
    <div className="space-y-3 [overflow-wrap:anywhere]">
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={`en-${i}`} className="whitespace-pre-line">
          {para}
        </p>
      ))}
      {textHi && (
        <div lang="hi" className="space-y-3">
          {textHi.split(/\n{2,}/).map((para, i) => (
            <p key={`hi-${i}`} className="whitespace-pre-line">
              {para}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
