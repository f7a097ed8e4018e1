export interface SpinnerProps {
  label: string;
}

/** A spinner with its text; announced politely while it stays on screen. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <p className="spinner__label">{label}</p>
    </div>
  );
}
