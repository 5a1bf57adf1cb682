import { loadPdfjs } from '../pdf/pdfjs-loader';
import { sniffEInvoice, type EInvoiceSyntax } from './syntax';

/** The file names the Factur-X, ZUGFeRD 1/2 and XRechnung specifications give the embedded invoice. */
const KNOWN_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

export interface EmbeddedInvoice {
  fileName: string;
  syntax: EInvoiceSyntax;
  bytes: Buffer;
}

interface PdfjsAttachment {
  filename?: string;
  rawFilename?: string;
  content?: Uint8Array;
}
interface DocumentWithAttachments {
  getAttachments(): Promise<Record<string, PdfjsAttachment> | null>;
}

function rank(name: string): number {
  // Compared lower-cased: ZUGFeRD 2.0 wrote "zugferd-invoice.xml", 1.0 "ZUGFeRD-invoice.xml".
  const i = KNOWN_NAMES.indexOf(name.toLowerCase());
  return i < 0 ? KNOWN_NAMES.length : i;
}

/**
 * The e-invoice XML attached to a PDF (PDF/A-3 EmbeddedFiles name tree, as Factur-X/ZUGFeRD require
 * alongside /AF), or null. pdfjs decodes the streams (FlateDecode and the rest) and reads only the
 * catalog's name tree, not the pages, so this is cheap next to reading the text layer. Known names
 * are preferred; any other attached .xml counts when its root element is CII or UBL. A PDF that pdfjs
 * cannot open gives null: the visual reading reports that failure with its own message.
 */
export async function findEmbeddedInvoice(pdf: Buffer): Promise<EmbeddedInvoice | null> {
  const rt = await loadPdfjs();
  const task = rt.lib.getDocument({ ...rt.baseOptions, data: new Uint8Array(pdf) });
  try {
    const doc = (await task.promise) as unknown as DocumentWithAttachments;
    const attachments = Object.values((await doc.getAttachments()) ?? {});
    const candidates = attachments
      .map((a) => ({ fileName: a.filename ?? a.rawFilename ?? '', content: a.content }))
      .filter((a) => a.content && a.content.length && /\.xml$/i.test(a.fileName))
      .sort((a, b) => rank(a.fileName) - rank(b.fileName));
    for (const c of candidates) {
      const bytes = Buffer.from(c.content!);
      const syntax = sniffEInvoice(bytes);
      if (syntax) return { fileName: c.fileName, syntax, bytes };
    }
    return null;
  } catch {
    return null;
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
