/** True when the visitor asked the system for less motion. Call from effects and handlers only. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** True on Data Saver or a 2G-class connection, where one JSON answer beats a long-lived stream. */
export function prefersLightweightRequests(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}
