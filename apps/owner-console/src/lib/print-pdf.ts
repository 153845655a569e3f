import { saveFile } from './save-file';

/** How long the hidden frame and its object URL stay after printing started (the dialog reads them). */
const KEEP_MS = 60_000;

/**
 * Opens the print dialog for a PDF the console fetched (a kitchen ticket): the PDF is loaded in a
 * hidden frame of the page, which the browser's own viewer prints. A PDF fetched with the bearer
 * token has no address of its own to open in a tab, and a tab opened after the fetch would be taken
 * for a pop-up. Where the frame cannot print (a browser without a PDF viewer in frames), the file
 * is offered as a download instead, to print from there.
 */
export function printPdf(data: Blob, filename: string): void {
  const url = URL.createObjectURL(data);
  const frame = document.createElement('iframe');
  frame.title = filename;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // in the page but unseen (display: none keeps some browsers from loading it)
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  const cleanUp = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      setTimeout(cleanUp, KEEP_MS);
    } catch {
      cleanUp();
      saveFile(data, filename);
    }
  });
  frame.src = url;
  document.body.append(frame);
}
