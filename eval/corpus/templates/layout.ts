import type { LayoutSpec } from '../content';
import type { DocModel } from '../model';

/** A layout: what it prints (features, used to generate content) and how (render, to one HTML page). */
export interface Layout extends LayoutSpec {
  render(m: DocModel): string;
}
