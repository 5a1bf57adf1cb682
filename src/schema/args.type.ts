import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { ArgsType, Field, Int } from 'type-graphql';
import { DocumentFilterInput, UpdateDocumentInput } from './inputs.type';
import { CaptureMode } from './enums.type';
import { LineItemInput } from './line-item.type';

// Arguments as @ArgsType classes rather than one @Arg per parameter: type-graphql lists @Arg parameters in
// reverse order (decorators run last-to-first), while class fields keep the order written here.

@ArgsType()
export class DocumentsArgs {
  @Field(() => Int, { defaultValue: 20, description: 'Page size, 1 to 100' })
  first: number;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;

  @Field(() => DocumentFilterInput, { nullable: true })
  filter?: DocumentFilterInput | null;
}

@ArgsType()
export class CaptureDocumentArgs {
  @Field(() => GraphQLUpload, { nullable: true, description: 'The document, as a GraphQL multipart upload' })
  file?: Promise<FileUpload> | null;

  @Field(() => String, { nullable: true, description: 'Where to fetch the document from' })
  url?: string | null;

  @Field(() => CaptureMode, { defaultValue: CaptureMode.SYNC })
  mode: CaptureMode;

  @Field(() => [String], {
    nullable: true,
    description: 'Languages the document is in (ISO 639-1, e.g. ["de"]): OCR skips language detection. At most 4.',
  })
  languages?: string[] | null;
}

@ArgsType()
export class RegisterArgs {
  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'At least 10 characters, with a digit and a special character' })
  password: string;
}

@ArgsType()
export class UpdateDocumentArgs {
  @Field(() => String)
  captureKey: string;

  @Field(() => UpdateDocumentInput)
  input: UpdateDocumentInput;
}

@ArgsType()
export class AddLineItemArgs {
  @Field(() => String)
  captureKey: string;

  @Field(() => LineItemInput)
  input: LineItemInput;
}

@ArgsType()
export class LineItemRefArgs {
  @Field(() => String)
  captureKey: string;

  @Field(() => String)
  lineItemId: string;
}

@ArgsType()
export class UpdateLineItemArgs extends LineItemRefArgs {
  @Field(() => LineItemInput)
  input: LineItemInput;
}
