import { textKey } from './text-key';

/**
 * A letter's sender line is the address cut to fit one line ("Lefèvre Informatique SAS · 59, rue de la République ·
 * 44000 Nantes", or clipped: "… Brgy. San Antonio · Ma"); the footer under the repeated name prints it in full, with
 * the country or region under the town. The footer's address is the fuller reading when it opens with the sender
 * line's street, holds each of its whole parts and says more.
 */
export function fullerRepeat(sender: string, repeat: string | undefined): string | undefined {
  if (!repeat) return undefined;
  const parts = sender.split(/\s*[,،，·]\s*/u).map(textKey).filter(Boolean);
  const full = textKey(repeat);
  if (parts.length < 2 || parts.slice(0, -1).join('').length < 6 || !full.startsWith(parts[0]) || full.length <= textKey(sender).length) return undefined;
  // The last part may be the clipped one ("Ma" of "Makati City"): it need only begin a part of the footer's.
  const whole = parts.slice(0, -1).every((p) => full.includes(p));
  const last = parts[parts.length - 1];
  const tail = repeat.split(/\s*[,،，]\s*/u).map(textKey).some((p) => p.startsWith(last));
  return whole && tail ? repeat : undefined;
}
