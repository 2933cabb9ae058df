import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu covers Cyrillic, Latin and digits in one face: pdfkit's built-in fonts have no Cyrillic. Read once.
const FONT = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

const NOTE = {
  uk: 'Зразок документа з тестового контент-хоста сайту. Справжній документ видає система керування вмістом банку.',
  ru: 'Образец документа с тестового контент-хоста сайта. Настоящий документ выдаёт система управления содержимым банка.',
};

const titleOf = (filename) => filename.replace(/\.[a-z0-9]+$/i, '');

/**
 * A one-page PDF standing in for an uploaded document: its title in each language it is named in,
 * and a line saying it is a sample, so a visitor who opens it from the stand-in knows what it is.
 */
export function documentPdf(name) {
  const names = typeof name === 'string' ? { uk: name } : name;
  const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: titleOf(names.uk), Author: 'Bank content stand-in' } });
  const chunks = [];
  document.on('data', (chunk) => chunks.push(chunk));
  const finished = new Promise((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font(FONT);
  for (const [language, filename] of Object.entries(names)) {
    document.fontSize(18).text(titleOf(filename)).moveDown(0.5);
    document
      .fontSize(11)
      .text(NOTE[language] ?? NOTE.uk)
      .moveDown(1.5);
  }
  document.end();
  return finished;
}
