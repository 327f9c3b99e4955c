/** Saves a downloaded file in the browser (a temporary link to the blob). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Spec section 8: a finished download says so. */
export const DOWNLOADED = 'ダウンロードが完了しました';
