import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LINE_ITEM_FIELDS } from '../domain/document/record-fields';
import { FieldValueType } from './field-value.type';
import { applyFieldTable } from './record-fields.type';

/**
 * A line item of a record. Besides lineItemId and line, it has one field per LINE_ITEM_FIELDS entry in camelCase
 * (sku, description, date, order, reference, qty, unit, price, amount, discount, taxRate, tax, type), always
 * set: a value the engine did not find carries its documented empty value (0 or "").
 */
@ObjectType('LineItem', { description: 'A line item; fields the engine did not find hold their empty value (0 or "")' })
export class LineItemType {
  @Field(() => String, { description: 'Stable id of the item (REST line_item_id)' })
  lineItemId: string;

  @Field(() => Int, { description: 'Current 1-based position; it changes when an earlier item is deleted' })
  line: number;

  @Field(() => [FieldValueType], { description: 'Each value found in the item, with confidence and where it is printed' })
  fields: FieldValueType[];
}
applyFieldTable(LineItemType, LINE_ITEM_FIELDS, { nullable: false });

/** Line-item values keyed by GraphQL name; the LINE_ITEM_FIELDS fields applied to LineItemType above. */
export type LineItemValues = Record<string, string | number>;
export type LineItemModel = LineItemType & LineItemValues;

/**
 * Every field optional: adding an item fills omitted fields with empty values, updating one changes only the
 * fields given. Explicit nulls are passed on and rejected by the domain's validation like any wrong type.
 */
@InputType('LineItemInput', { description: 'Line-item fields to set; omitted fields are left alone (or empty on add)' })
export class LineItemInput {}
applyFieldTable(LineItemInput, LINE_ITEM_FIELDS, { nullable: true });
