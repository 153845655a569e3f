/**
 * Whether the guest's phone asks for small photos: Save-Data on, or a connection the browser rates
 * slow (Network Information API, Chromium: `effectiveType` slow-2g, 2g or 3g). Then the menu offers
 * only each photo's smallest variant. Read once per page: the first paint and the app draw the same
 * photos (React hydrates the painted ones), and a photo does not change source under the guest's eyes.
 */
let small: boolean | undefined;

type Connection = { saveData?: boolean; effectiveType?: string };

export function prefersSmallPhotos(
  connection: Connection | undefined = (navigator as { connection?: Connection }).connection,
): boolean {
  small ??= connection?.saveData === true || /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '');
  return small;
}

/** Forgets the reading (tests). */
export function forgetConnection(): void {
  small = undefined;
}
