/** Hands the browser a file to save, as a link with `download` would (the data export, the recovery codes, an event's .ics). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL would otherwise keep the data in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
