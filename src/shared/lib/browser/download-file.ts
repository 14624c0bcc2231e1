/** Hands the browser a file to save, as a link with `download` would (her data export, an event's .ics). */
export function downloadFile(content: string, type: string, fileName: string): void {
  const blob = new Blob([content], { type });
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
