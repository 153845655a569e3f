import { PNG } from 'pngjs';

/** A small real PNG logo, made in the test: an orange square with a dark centre. */
export function logoPng(size = 96): Buffer {
  return picturePng(size, size);
}

/** A real PNG of any size (a wide one for the banner's crop step): orange with a dark centre. */
export function picturePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  const inner = (value: number, size: number) => value > size / 3 && value < (2 * size) / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      png.data.set(
        inner(x, width) && inner(y, height) ? [40, 40, 40, 255] : [245, 130, 32, 255],
        (y * width + x) * 4,
      );
    }
  }
  return PNG.sync.write(png);
}
