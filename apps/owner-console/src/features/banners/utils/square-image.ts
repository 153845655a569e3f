/**
 * Browser image helpers of the banner picker: the size of a chosen file, and the square part the
 * owner chose, drawn to a canvas and exported as a JPG or PNG blob (the type of the original).
 */

/** Longest side of an exported crop: the server shrinks banners to 1200 px anyway. */
export const CROP_MAX_SIDE = 1200;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = src;
  });
}

/** Width and height of an image file once decoded (after its EXIF rotation, as browsers show it). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The square `area` of the image at `src`, as a blob of `type` (JPG or PNG). */
export async function cropToSquare(src: string, area: PixelArea, type: string): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), CROP_MAX_SIDE));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const outputType = type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), outputType, 0.9);
  });
}
