import { splitAddress } from '../address/address-parts';
import { joinAddress } from './address-run';
import { sameName } from './name-match';

/**
 * The rules' vendor address against the layout model's, where they differ on an OCR'd page. The model reads each
 * line's cells on their own, and uneven OCR line gaps make it drop a line of a block or take the next one (a slogan
 * under the address: "Jl. Gatot Subroto No. 75, Indonesia, Segar setiap hari" for "Jl. Gatot Subroto No. 75,
 * Jakarta Pusat, DKI Jakarta 10210, Indonesia"); the rules follow the block in postal order to its postcode.
 * The rules' reading is the better one when it reaches a postcode and the model's does not, and the model's is either
 * no address at all (no figure but a year: "創業1962年") or the same block, as its first line shows.
 */
export function reachesPostcodeFirst(rule: string, model: string): boolean {
  if (!splitAddress([rule]).Zipcode || splitAddress([model]).Zipcode) return false;
  const parts = model.split(/\s*,\s*/).filter(Boolean);
  if (joinAddress(parts) === undefined) return true;
  const first = rule.split(/\s*,\s*/)[0];
  return parts.length > 0 && sameName(parts[0], first);
}
