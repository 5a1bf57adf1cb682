/**
 * The classes of the learned row classifier (row-model.ts): an item row (description and amount), the continuation
 * of an item's description (wrapped text, sub-lines, the name line above a figures-only row), a figures-only row, an
 * item-table header, a subtotal/total/tax line, and any other line.
 */
export const ROW_CLASSES = ['item', 'continuation', 'figures', 'header', 'total', 'other'] as const;
export type RowClass = (typeof ROW_CLASSES)[number];
export const ROW_CLASS_INDEX = new Map<RowClass, number>(ROW_CLASSES.map((c, i) => [c, i]));
