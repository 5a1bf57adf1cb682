import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** One extracted value with how sure the engine is and where it is printed. */
@ObjectType('FieldValue')
export class FieldValueType {
  @Field(() => String, { description: 'REST name of the field (Total, Vendor_Name, …; line items: Amount, QTY, …)' })
  name: string;

  @Field(() => GraphQLJSON, { description: 'The value as in the record: a number for amounts, a string otherwise' })
  value: string | number;

  @Field(() => Float, {
    description: 'Calibrated 0–1 (the share of values given this confidence that were right on held-out data); 1 for values a person set or read from e-invoice XML',
  })
  confidence: number;

  @Field(() => Int, { description: '1-based page the value is printed on; 0 when it is not on a page (edited, computed, from XML)' })
  page: number;

  @Field(() => [Float], { nullable: true, description: '[x0, y0, x1, y1] in page units (points for PDFs, pixels for images), top-left origin; null when not on a page' })
  bbox: number[] | null;

  @Field(() => String, { description: 'The printed text before normalisation, e.g. "1.234,56 €"; "" when not printed' })
  raw: string;
}

@ObjectType('ExtractionIssue', { description: 'Something a reviewer should check: totals that do not add up, e-invoice XML that disagrees with the print' })
export class ExtractionIssueType {
  @Field(() => String, { description: 'ARITHMETIC, EINVOICE_MISMATCH or LOW_CONFIDENCE' })
  code: string;

  @Field(() => String, { nullable: true })
  field: string | null;

  @Field(() => String)
  message: string;
}
