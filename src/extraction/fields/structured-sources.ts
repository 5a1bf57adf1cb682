import type { RecordFields } from '../../domain/document/record-fields';
import type { LayoutCell } from '../layout/cells';
import type { FieldSource } from '../types';
import { fieldSources } from './provenance';

/**
 * Values read from e-invoice XML are exact (confidence 1); where the print shows the same value we still point
 * at it, so a reviewer sees both agree.
 */
export function structuredSources(fields: Partial<RecordFields>, cells: LayoutCell[]): FieldSource[] {
  return fieldSources(fields, new Map(), cells, false, () => 1);
}
