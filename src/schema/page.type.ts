import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PageOrigin } from './enums.type';

/** One page as it was read; the words themselves are in the record's rawText. */
@ObjectType('Page')
export class PageType {
  @Field(() => Int, { description: '1-based' })
  number: number;

  @Field(() => Float, { description: 'Points for PDFs, pixels for images (upright, after orientation)' })
  width: number;

  @Field(() => Float)
  height: number;

  @Field(() => PageOrigin)
  origin: PageOrigin;

  @Field(() => [String], { description: 'OCR languages the page was read with (Tesseract codes, e.g. ["deu", "eng"]); empty for text layers' })
  languages: string[];

  @Field(() => String, { nullable: true, description: 'Dominant writing system of an OCR\'d page (latin, arabic, han, ...)' })
  script: string | null;
}
