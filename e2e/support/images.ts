import { PNG } from 'pngjs';

/** A small real PNG logo, made in the test: an orange square with a dark centre. */
export function logoPng(size = 96): Buffer {
  const png = new PNG({ width: size, height: size });
  const inner = (value: number) => value > size / 3 && value < (2 * size) / 3;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      png.data.set(inner(x) && inner(y) ? [40, 40, 40, 255] : [245, 130, 32, 255], (y * size + x) * 4);
    }
  }
  return PNG.sync.write(png);
}
