import { Trans } from '@lingui/react/macro';
import type { Schemas } from '@tavola/api/schema';

/**
 * Why a reading ended without a draft, in the interface language. The server's `message` is
 * English only; its `code` is stable, so the console says it in the owner's words.
 */
export function ReadingErrorText({ error }: { error: Schemas['MenuReadingError'] | null }) {
  switch (error?.code) {
    case 'unsupported_file':
      return (
        <Trans>
          A file is not a photo that can be read. Send JPG, PNG or WebP photos, or a PDF. An iPhone photo in
          HEIC format must be sent as JPG.
        </Trans>
      );
    case 'broken_file':
      return (
        <Trans>A file seems damaged or incomplete. Save or download it again, then send the new copy.</Trans>
      );
    case 'encrypted_pdf':
      return (
        <Trans>
          The PDF is protected by a password. Save a copy without the password and send that copy.
        </Trans>
      );
    case 'too_many_pages':
      return <Trans>The PDF has more than 20 pages. Send the menu’s pages in several parts.</Trans>;
    case 'file_too_large':
      return <Trans>A file is too large: each may be at most 20 MB.</Trans>;
    case 'image_too_small':
      return (
        <Trans>
          A photo is too small to read. Take it with the phone’s camera, the page filling the picture.
        </Trans>
      );
    case 'image_too_large':
      return <Trans>A photo is too large to read. Send it at the camera’s normal size.</Trans>;
    case 'too_complex':
      return (
        <Trans>
          A page took too long to read. Send a sharper photo of the page alone, or a simpler copy of the PDF.
        </Trans>
      );
    case 'no_dishes_found':
      return (
        <Trans>
          No dishes with prices were found. Check that the photos show the whole menu, sharp, or send its PDF.
        </Trans>
      );
    case 'interrupted':
      return <Trans>The reading was interrupted. Send the files again.</Trans>;
    default:
      return <Trans>The menu could not be read. Send the files again.</Trans>;
  }
}
