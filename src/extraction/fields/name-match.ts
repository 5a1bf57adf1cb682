import { editDistance } from '../normalise/edit-distance';
import { nameKey } from './name-key';

/**
 * Whether two printings of a business name are the same name as OCR read them. The same name printed twice on an
 * OCR'd page (large at the top, small in the sender line or footer) is often read with one glyph apart in one of the
 * printings ("بؤسسة الأثاث الراقى" / "مؤسسة الأثاث الراقي"): past look-alike digits, case and accents (nameKey), one
 * edit in ten letters is allowed, on names of six letters or more (shorter ones differ by a letter and are others).
 */
export function sameName(a: string, b: string): boolean {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const longer = Math.max([...x].length, [...y].length);
  return Math.min([...x].length, [...y].length) >= 6 && editDistance(x, y) <= Math.floor(longer / 10);
}
