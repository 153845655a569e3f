import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OCR_DPI, scaleBox } from './pdf-render.ts';
import { hugePagePdf, imageOnlyPdf, MENU, twoColumnMenuPdf } from './pdf-test-fixtures.ts';
import { openMenuPdf } from './pdf-text.ts';

/** The darkness of the image inside a box: 0 white, 255 black. */
async function inkIn(png: Buffer, box: { x: number; y: number; width: number; height: number }) {
  // (sharp's stats() reads the input image, whatever was extracted: the pixels are averaged here)
  const pixels = await sharp(png)
    .flatten({ background: '#ffffff' })
    .extract({
      left: Math.floor(box.x),
      top: Math.floor(box.y),
      width: Math.ceil(box.width),
      height: Math.ceil(box.height),
    })
    .greyscale()
    .raw()
    .toBuffer();
  const sum = pixels.reduce((total, value) => total + value, 0);
  return 255 - sum / pixels.length;
}

describe('rendering a PDF page to PNG', () => {
  it('draws the page at the resolution asked, with the words where the text layer puts them', async () => {
    const pdf = await openMenuPdf(await twoColumnMenuPdf());
    const rendered = await pdf.renderPage(1);
    const text = await pdf.readPageText(1);
    await pdf.close();

    // A4 at 150 dpi
    expect(rendered).toMatchObject({ width: 1240, height: 1753, scale: 150 / 72 });
    const image = await sharp(rendered.png).metadata();
    expect(image).toMatchObject({ format: 'png', width: 1240, height: 1753 });
    const whole = await sharp(rendered.png).greyscale().stats();
    expect(whole.channels[0]?.min).toBeLessThan(64); // there is ink
    expect(whole.channels[0]?.mean).toBeGreaterThan(200); // on a white page

    const heading = text.lines[0]?.words[0];
    expect(heading?.text).toBe('ANTIPASTI');
    const headingBox = scaleBox(heading?.box ?? { x: 0, y: 0, width: 0, height: 0 }, rendered.scale);
    expect(await inkIn(rendered.png, headingBox)).toBeGreaterThan(40);
    // the margin left of the first column is blank
    const margin = scaleBox({ x: 5, y: 50, width: MENU.leftColumn - 10, height: 300 }, rendered.scale);
    expect(await inkIn(rendered.png, margin)).toBe(0);
  });

  it('draws a scanned page at the resolution OCR reads', async () => {
    const pdf = await openMenuPdf(await imageOnlyPdf());
    const rendered = await pdf.renderPage(1, { dpi: OCR_DPI });
    await pdf.close();

    // A5 (419.53 × 595.28 points) at 300 dpi
    expect(rendered).toMatchObject({ width: 1748, height: 2480 });
    const stats = await sharp(rendered.png).greyscale().stats();
    expect(stats.channels[0]?.min).toBeLessThan(64);
  });

  it('draws a page too large for its pixels at a lower resolution instead', async () => {
    const pdf = await openMenuPdf(await hugePagePdf());
    const maxPixels = 2_000_000;
    const rendered = await pdf.renderPage(1, { dpi: OCR_DPI, maxPixels });
    await pdf.close();

    expect(rendered.width * rendered.height).toBeLessThanOrEqual(maxPixels);
    expect(rendered.width).toBeGreaterThan(1_400);
    expect(rendered.scale).toBeCloseTo(rendered.width / 14_400, 3);
  });
});
