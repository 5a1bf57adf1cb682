import type { Box, Page } from '../types';
import { buildLines, type Fragment } from './layout';
import type { PdfjsPage, PdfjsRuntime, PdfjsTextItem } from './pdfjs-loader';
import { drawnRtl, hasRtl, logicalLine, unshape } from './bidi';
import type { ActualTexts } from './actual-text';
import { detachStrayClusters } from './indic-words';
import { unionBox } from '../box';

// A page's text layer as the tree's Page: pdfjs items → fragments in top-left coordinates → lines.

type TextStyle = { ascent?: number; descent?: number; vertical?: boolean };

/** Converts one pdfjs text item to a Fragment in top-left page coordinates. */
function toFragment(rt: PdfjsRuntime, viewport: number[], item: PdfjsTextItem, style?: TextStyle): Fragment {
  // Item space → viewport space: the viewport transform flips y and applies the page's /Rotate.
  const [a, b, c, d, e, f] = rt.lib.Util.transform(viewport, item.transform);
  const size = Math.hypot(c, d) || Math.abs(item.height) || 1;
  const ascent = style?.ascent && style.ascent > 0 && style.ascent < 1.5 ? style.ascent : 0.8;
  const descent = style?.descent && style.descent < 0 && style.descent > -1 ? -style.descent : 0.2;
  const horizontal = Math.abs(b) < 1e-3 * Math.abs(a) && a > 0 && !style?.vertical;
  if (horizontal) {
    // pdfjs reports item.width already scaled to user space; viewport scale is 1.
    // Indic half forms ("त्", "ल्") are drawn with no advance under the next glyph: an estimated width would
    // overprint that glyph and push it to a line of its own. So would unmapped glyphs (U+0000) pdfjs measured zero
    // wide: marks a shaper drew over their base (the bindu of "कें"), whose text comes from the span's ActualText;
    // so would the letters of an Arabic ligature drawn as one glyph ("الا").
    const zeroAdvance = /[\u0590-\u08ff\u0900-\u0dff]|^\u0000+$/u.test(item.str) ? 0.05 * size : item.str.length * size * 0.5;
    const width = item.width > 0 ? item.width : zeroAdvance;
    const box: Box = [e, f - ascent * size, e + width, f + descent * size];
    return { text: visualText(item), box, size };
  }
  // Rotated text: approximate its extent along its own direction and keep it as a separate line.
  const len = item.width || item.str.length * size * 0.5;
  const angle = Math.atan2(b, a);
  const ex = e + Math.cos(angle) * len;
  const ey = f + Math.sin(angle) * len;
  const box: Box = [Math.min(e, ex), Math.min(f, ey) - size, Math.max(e, ex) + size, Math.max(f, ey)];
  return { text: unshape(item.str), box, size, rotated: true };
}

/** A whitespace-only item with a measured width (one without is no evidence of anything). */
const isBlank = (i: PdfjsTextItem) => i.str !== '' && i.str.trim() === '' && i.width > 0;

/** Whitespace-only items stay: the line builder reads word breaks in Indic text from them (indic-words.ts). */
function plainFragments(items: ContentItem[], fragment: (i: PdfjsTextItem) => Fragment): Fragment[] {
  return items.filter((i): i is PdfjsTextItem => 'str' in i && (i.str.trim() !== '' || isBlank(i))).map(fragment);
}

/**
 * Glyphs drawn inside a marked-content sequence with an ActualText become one fragment carrying that text (see
 * actual-text.ts). pdfjs reports every BDC as 'beginMarkedContentProps', in the order they are drawn; when its count
 * differs from the content stream's (text in form XObjects), the page is read as pdfjs gives it.
 */
function withActualText(items: ContentItem[], texts: Array<string | null>, fragment: (i: PdfjsTextItem) => Fragment): Fragment[] {
  const begins = items.filter((i) => 'type' in i && i.type === 'beginMarkedContentProps').length;
  if (begins !== texts.length) return plainFragments(items, fragment);
  const out: Fragment[] = [];
  const frames: Array<{ text: string | null; parts: Fragment[] }> = [];
  let next = 0;
  for (const item of items) {
    if ('type' in item && item.type === 'beginMarkedContentProps') frames.push({ text: texts[next++], parts: [] });
    else if ('type' in item && item.type === 'beginMarkedContent') frames.push({ text: null, parts: [] });
    else if ('type' in item && item.type === 'endMarkedContent') {
      const frame = frames.pop();
      if (!frame) continue;
      const merged = frame.text !== null && frame.parts.length ? [actualFragment(frame.text, frame.parts)] : frame.parts;
      (frames.length ? frames[frames.length - 1].parts : out).push(...merged);
    } else if ('str' in item && item.str.trim()) {
      (frames.length ? frames[frames.length - 1].parts : out).push(fragment(item));
    } else if ('str' in item && isBlank(item)) {
      // A space drawn (or estimated by pdfjs) inside a span is no part of its ActualText but still a word break.
      out.push(fragment(item));
    }
  }
  for (const f of frames) out.push(...f.parts);
  return out;
}

function actualFragment(text: string, parts: Fragment[]): Fragment {
  // ActualText is typed text, in logical order; the line builder expects what is drawn.
  const typed = unshape(text);
  const visual = hasRtl(typed) ? drawnRtl(typed) : typed;
  // A space pdfjs put before the first glyph of the span (a drawn space) is a word break the ActualText leaves out.
  const lead = /^\s/.test(parts[0].text) && !/^\s/.test(visual) ? ' ' : '';
  return { text: lead + visual, box: unionBox(parts.map((p) => p.box)), size: Math.max(...parts.map((p) => p.size)), rotated: parts.some((p) => p.rotated) };
}

/**
 * pdfjs puts the characters of a right-to-left item in logical order but leaves single glyphs where they are
 * drawn; back in visual order every piece glues with its neighbours by position, and the line is put in
 * logical order once it is whole (bidi.ts).
 */
function visualText(item: PdfjsTextItem): string {
  const text = unshape(item.str);
  // A single shaped glyph may stand for a ligature ("ﻼ" = "لا"): its letters, too, are drawn right to left.
  const rtl = (item as { dir?: string }).dir === 'rtl' || [...item.str].length === 1;
  return rtl && hasRtl(text) ? drawnRtl(text) : text;
}

type ContentItem = PdfjsTextItem | { type: string };

export async function readPage(rt: PdfjsRuntime, page: PdfjsPage, number: number, actual: ActualTexts): Promise<Page> {
  const viewport = page.getViewport({ scale: 1 });
  const content = (await page.getTextContent({ includeMarkedContent: true })) as { items: ContentItem[]; styles?: Record<string, TextStyle> };
  const fragment = (item: PdfjsTextItem) => toFragment(rt, viewport.transform, item, content.styles?.[(item as { fontName?: string }).fontName ?? '']);
  // Unmapped glyphs (U+0000) and right-to-left ligatures, whose letters pdfjs cannot put in order, are what
  // ActualText mends; other pages skip the second parse.
  const mend = content.items.some((i) => 'str' in i && (i.str.includes('\u0000') || hasRtl(i.str)));
  const texts = mend ? await actual.forPage(number - 1) : undefined;
  // Repairs for clusters pdfjs measured zero wide, needed only when its worker could not be mended.
  const repair = !rt.measuresClusters;
  const items = repair ? detachStrayClusters(content.items) : content.items;
  const fragments = texts ? withActualText(items, texts, fragment) : plainFragments(items, fragment);
  const lines = buildLines(fragments, { lostClusters: repair }).map(logicalLine);
  return { number, width: viewport.width, height: viewport.height, lines, origin: 'text-layer' };
}
