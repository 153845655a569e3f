/**
 * The reading half of a reading (read-files.ts): an owner's files as pages of positioned text. A
 * PDF page by its text layer where it has a usable one, else by OCR of the page drawn; each photo
 * straightened and read by OCR. Every page's image is handed on as review will show it, with the
 * page's text in that image's pixels. What the pages say is the layout step's business (../layout).
 */
import { readFile } from 'node:fs/promises';
import { loadSharp } from '#modules/uploads/image-check.ts';
import type { ReadingJobInput } from '../jobs/messages.ts';
import { mapToDisplay, prepareImage } from './image-prep.ts';
import { createOcrReader, type OcrLanguage, type OcrReader } from './ocr.ts';
import { recogniseInColumns } from './ocr-columns.ts';
import { rereadTallLines } from './ocr-headings.ts';
import type { PageText } from './page-text.ts';
import { OCR_DPI, scaleBox } from './pdf-render.ts';
import { openMenuPdf } from './pdf-text.ts';

export interface ReadPage {
  number: number;
  width: number;
  height: number;
  /** JPEG */
  image: Uint8Array;
}

export interface ReadCallbacks {
  pageCount(count: number): Promise<void>;
  page(page: ReadPage): Promise<void>;
}

/** A PDF page's text, from its points to the pixels of its drawn image. */
function inPixels(page: PageText, scale: number, width: number, height: number): PageText {
  return {
    ...page,
    width,
    height,
    lines: page.lines.map((line) => ({
      ...line,
      box: scaleBox(line.box, scale),
      fontSize: line.fontSize * scale,
      words: line.words.map((word) => ({ ...word, box: scaleBox(word.box, scale) })),
    })),
  };
}

async function jpegOf(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** The text of every page of the files, in order, in the pixels of the page images handed on. */
export async function readPages(input: ReadingJobInput, on: ReadCallbacks): Promise<PageText[]> {
  // English too: menus print it beside their own language more than any other
  const languages: OcrLanguage[] = input.language === 'en' ? ['en'] : [input.language, 'en'];
  let reader: OcrReader | null = null;
  const ocr = async () => {
    reader ??= await createOcrReader(languages);
    return reader;
  };
  /** a photo or a scanned page: straightened, read, and shown as straightened */
  const readImage = async (bytes: Buffer, number: number) => {
    const prepared = await prepareImage(bytes);
    const pageReader = await ocr();
    const options = { page: number };
    const columns = await recogniseInColumns(pageReader, prepared.ocr.png, options);
    const text = await rereadTallLines(pageReader, prepared.ocr.png, columns, options);
    const page = mapToDisplay(text, prepared);
    await on.page({
      number,
      width: prepared.display.width,
      height: prepared.display.height,
      image: prepared.display.jpeg,
    });
    return page;
  };

  const pages: PageText[] = [];
  try {
    const [first] = input.files;
    if (first?.kind === 'pdf') {
      const pdf = await openMenuPdf(await readFile(first.path));
      try {
        await on.pageCount(pdf.pageCount);
        for (let number = 1; number <= pdf.pageCount; number++) {
          const text = await pdf.readPageText(number);
          if (!text.usableText) {
            pages.push(await readImage((await pdf.renderPage(number, { dpi: OCR_DPI })).png, number));
            continue;
          }
          const drawn = await pdf.renderPage(number);
          pages.push(inPixels(text, drawn.scale, drawn.width, drawn.height));
          await on.page({ number, width: drawn.width, height: drawn.height, image: await jpegOf(drawn.png) });
        }
      } finally {
        await pdf.close();
      }
    } else {
      await on.pageCount(input.files.length);
      for (const [index, file] of input.files.entries())
        pages.push(await readImage(await readFile(file.path), index + 1));
    }
  } finally {
    await (reader as OcrReader | null)?.close();
  }
  return pages;
}
