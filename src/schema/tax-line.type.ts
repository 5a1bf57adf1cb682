import { Field, Float, InputType, ObjectType } from 'type-graphql';

/** One entry of Tax_Lines; the REST record spells the keys Name, Rate, Base, Amount. */
@ObjectType('TaxLine')
export class TaxLineType {
  @Field(() => String)
  name: string;

  @Field(() => Float, { description: 'Percent, e.g. 19 for 19 %' })
  rate: number;

  @Field(() => Float)
  base: number;

  @Field(() => Float)
  amount: number;
}

/** Omitted keys take the documented empty value (the domain fills them), as in the REST contract. */
@InputType('TaxLineInput')
export class TaxLineInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Float, { nullable: true })
  rate?: number | null;

  @Field(() => Float, { nullable: true })
  base?: number | null;

  @Field(() => Float, { nullable: true })
  amount?: number | null;
}
