import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { color } from './data/colors';

/**
 * The lookbook sold as a downloadable product: a small but valid PDF 1.4 written by hand
 * (standard Helvetica fonts, WinAnsi text, vector blocks), so no PDF library is needed.
 */

const PAGE_W = 595;
const PAGE_H = 842;

interface Look {
  title: string;
  pieces: readonly (readonly [name: string, colorSlug: string])[];
}

const LOOKS: readonly Look[] = [
  { title: 'Look 1 - Wolle am Wasser', pieces: [['Wollmantel Mathilde', 'camel'], ['Rollkragenpullover Vera', 'creme'], ['Marlene-Hose Edith', 'schwarz']] },
  { title: 'Look 2 - Cord und Kaschmir', pieces: [['Cordsakko Alfons', 'braun'], ['Kaschmirpullover Leopold', 'marine'], ['Chino Felix', 'beige']] },
  { title: 'Look 3 - Abends in Samt', pieces: [['Samtkleid Clara', 'bordeaux'], ['Pumps Adele', 'schwarz'], ['Handtasche Liselotte', 'schwarz']] },
  { title: 'Look 4 - Regenwetter', pieces: [['Parka Matthias', 'oliv'], ['Troyer Hauke', 'creme'], ['Chelsea-Boots Georg', 'braun']] },
];

/** PDF strings escape backslashes and parentheses; the text itself is written in Latin-1. */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

function rgb(hex: string): string {
  return [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
}

function text(x: number, y: number, size: number, value: string, bold = false, fill = '0.12 0.12 0.13'): string {
  return `BT ${fill} rg /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET`;
}

function block(x: number, y: number, w: number, h: number, hex: string): string {
  return `${rgb(hex)} rg ${x} ${y} ${w} ${h} re f`;
}

function coverPage(): string {
  return [
    block(0, 0, PAGE_W, PAGE_H, color('petrol').hex),
    text(60, 520, 40, 'Lookbook', true, '1 1 1'),
    text(60, 470, 26, 'Herbst/Winter 2026', false, '1 1 1'),
    text(60, 120, 12, 'Vitrine - Mode für Damen und Herren', false, '1 1 1'),
  ].join('\n');
}

function lookPage(look: Look, page: number): string {
  const parts = [block(0, 0, PAGE_W, PAGE_H, '#f5f2ec'), text(60, 760, 24, look.title, true)];
  look.pieces.forEach(([name, slug], i) => {
    const y = 560 - i * 200;
    parts.push(block(60, y, 150, 170, color(slug).hex), text(240, y + 110, 16, name, true), text(240, y + 85, 12, `Farbe: ${color(slug).name}`));
  });
  parts.push(text(60, 40, 10, `Seite ${page}`));
  return parts.join('\n');
}

/** Assembles objects, the cross-reference table and the trailer; offsets are byte offsets. */
export function lookbookPdf(): Buffer {
  const contents = [coverPage(), ...LOOKS.map((look, i) => lookPage(look, i + 2))];
  const pageCount = contents.length;
  // Objects: 1 catalog, 2 pages, 3–4 fonts, 5 info, then a page and its content stream per page.
  const pageIds = contents.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Title (Lookbook Herbst/Winter 2026) /Author (Vitrine) /CreationDate (D:20260915090000Z) >>',
  ];
  for (const [i, content] of contents.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the lookbook under the uploads root at the given relative path. */
export async function writeLookbook(uploadsDir: string, relativePath: string): Promise<void> {
  const target = path.join(uploadsDir, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, lookbookPdf());
}
