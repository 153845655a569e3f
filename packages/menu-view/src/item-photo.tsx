/**
 * A dish's photo as a `<picture>`: AVIF, then WebP, then JPEG, each at the widths the server made,
 * with `sizes` so a phone takes the variant its screen needs. The image carries its pixel size
 * (width/height) so the layout keeps its place before the photo arrives, and shows the photo's tiny
 * blurred placeholder as its CSS background until then. Used for the item list (small) and the
 * guest page's larger view.
 */
import type { ItemPhoto } from './item-extras';

const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

/** The widths to offer: all of them, or only the smallest (Save-Data, a slow connection). */
export function photoWidths(photo: ItemPhoto, small: boolean): number[] {
  const widths = photo.widths.length > 0 ? photo.widths : [photo.width];
  return small ? widths.slice(0, 1) : widths;
}

/** One format's `srcset`: "…-320.webp 320w, …-640.webp 640w". */
export function photoSrcSet(photo: ItemPhoto, extension: string, widths: number[]): string {
  return widths.map((width) => `${photo.url}-${width}.${extension} ${width}w`).join(', ');
}

/**
 * The placeholder as a CSS background, only when it is the small image data URL it should be (a
 * quote or bracket in it would end the `url()`).
 */
export function placeholderStyle(photo: ItemPhoto): { backgroundImage: string } | undefined {
  return /^data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+$/.test(photo.placeholder)
    ? { backgroundImage: `url("${photo.placeholder}")` }
    : undefined;
}

export function ItemPicture({
  photo,
  alt,
  sizes,
  eager = false,
  small = false,
  className,
}: {
  photo: ItemPhoto;
  /** the dish's name in the guest's language */
  alt: string;
  /** the CSS width the photo takes, as `sizes` writes it */
  sizes: string;
  /** on the first screen: fetched at once and first (else lazily, when near the screen) */
  eager?: boolean;
  /** only the smallest variant (Save-Data, a slow connection) */
  small?: boolean;
  className?: string;
}) {
  if (photo.src)
    return <img className={className} alt={alt} width={photo.width} height={photo.height} src={photo.src} />;
  const widths = photoWidths(photo, small);
  return (
    <picture>
      {FORMATS.map(([extension, type]) => (
        <source key={type} type={type} srcSet={photoSrcSet(photo, extension, widths)} sizes={sizes} />
      ))}
      <img
        className={className}
        alt={alt}
        width={photo.width}
        height={photo.height}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        style={placeholderStyle(photo)}
        srcSet={photoSrcSet(photo, 'jpg', widths)}
        src={`${photo.url}-${widths[0]}.jpg`}
      />
    </picture>
  );
}
