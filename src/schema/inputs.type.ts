import { Field, InputType } from 'type-graphql';
import { RECORD_FIELDS } from '../domain/document/record-fields';
import { DocumentStatus } from './enums.type';
import { LineItemInput } from './line-item.type';
import { applyFieldTable } from './record-fields.type';
import { TaxLineInput } from './tax-line.type';

@InputType('DocumentFilter')
export class DocumentFilterInput {
  @Field(() => String, { nullable: true, description: 'Earliest document date, YYYY-MM-DD (inclusive)' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Latest document date, YYYY-MM-DD (inclusive)' })
  dateTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive part of the vendor name' })
  vendor?: string | null;

  @Field(() => DocumentStatus, { nullable: true })
  status?: DocumentStatus | null;
}

/**
 * An edit of a processed record: one optional field per RECORD_FIELDS entry (camelCase, as on Document), plus
 * lineItems, which replaces the whole list. Only the fields given change. The same validation as REST applies
 * (dates YYYY-MM-DD or "", integers whole, ...); nothing is written unless the whole input is valid.
 */
@InputType('UpdateDocumentInput', {
  description: 'Record fields to change (only those given); validated like the REST edit, all or nothing',
})
export class UpdateDocumentInput {}
applyFieldTable(UpdateDocumentInput, RECORD_FIELDS, { nullable: true, taxLineType: () => TaxLineInput });
// After the table so that the input lists the contract's fields first, as Document does.
Field(() => [LineItemInput], { nullable: true, description: 'Replaces all line items of the record' })(
  UpdateDocumentInput.prototype,
  'lineItems',
);
