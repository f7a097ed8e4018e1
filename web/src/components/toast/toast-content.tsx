export interface ToastContentProps {
  title: string;
  description?: string | undefined;
}

export function ToastContent({ title, description }: ToastContentProps) {
  return (
    <div className="toast__text">
      <p className="toast__title">{title}</p>
      {description ? <p className="toast__description">{description}</p> : null}
    </div>
  );
}
