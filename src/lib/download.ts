/**
 * Saves `blob` as a download named `fileName` (a contact file, a QR code, a CSV): the one
 * download helper of the card page and the dashboard. Nothing is uploaded.
 */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers (Chromium) read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
