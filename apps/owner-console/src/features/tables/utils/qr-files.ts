/** Files of one table's QR code, made from the SVG drawn on the page (qrcode.react). */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The SVG as a standalone file (the logo, if any, is already inlined as a data URL). */
export function svgFile(svg: SVGSVGElement): Blob {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return new Blob([text], { type: 'image/svg+xml' });
}

/** The SVG drawn on a canvas of `size` pixels: a sharp PNG for print. */
export async function pngFile(svg: SVGSVGElement, size = 1024): Promise<Blob> {
  const url = URL.createObjectURL(svgFile(svg));
  try {
    const image = new Image();
    image.width = size;
    image.height = size;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The QR code could not be drawn'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A file name from a table name: "Tavolo 1" gives "tavolo-1". */
export function fileSafe(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'table'
  );
}
