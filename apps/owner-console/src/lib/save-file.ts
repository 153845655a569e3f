/** Offers a file to the user as a download (a PDF from the API, a QR code drawn in the page). */
export function saveFile(data: Blob | string, filename: string) {
  const href = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; keep the URL a moment for browsers that read it lazily
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
