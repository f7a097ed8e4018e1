/** Puts `text` on the clipboard; rejects where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available');
  }
  await navigator.clipboard.writeText(text);
}
