import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF as a reader extracts it (pdf.js): a line per row, its pieces spaced. */
export async function pdfPageTexts(pdf: Uint8Array | ArrayBuffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf).slice());
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

/** The whole text of a PDF, its pages one after another. */
export async function pdfText(pdf: Uint8Array | ArrayBuffer): Promise<string> {
  return (await pdfPageTexts(pdf)).join('\n');
}
