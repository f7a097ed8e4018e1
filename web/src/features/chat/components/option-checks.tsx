import type { DraftReport } from '../lib/draft-checks.ts';

export interface OptionChecksProps {
  number: number;
  report: DraftReport;
  onPlaceholder(text: string): void;
}

/** Advice computed on the page, with each placeholder offered as a way into the editor. */
export function OptionChecks({ number, report, onPlaceholder }: OptionChecksProps) {
  return (
    <ul className="option-checks" aria-label={`Checks for option ${number}`}>
      {report.checks.map((check) => (
        <li key={check.id} className={`option-checks__item option-checks__item--${check.status}`} data-check={check.id}>
          <span className="option-checks__mark" aria-hidden="true">
            {check.status === 'ok' ? '✓' : '!'}
          </span>
          <span className="option-checks__text">
            {check.text}
            {check.id === 'placeholders' && report.distinctPlaceholders.length > 0 ? (
              <span className="option-checks__placeholders">
                {report.distinctPlaceholders.map((text) => (
                  <button
                    key={text}
                    type="button"
                    className="placeholder placeholder--chip"
                    aria-label={`Fill in ${text} in option ${number}`}
                    onClick={() => onPlaceholder(text)}
                  >
                    {text}
                  </button>
                ))}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
