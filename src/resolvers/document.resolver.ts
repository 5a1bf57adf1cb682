import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Services } from '../app/services';
import type { Actor, DocumentService } from '../domain/document/document.service';
import { toRestRecord } from '../domain/document/record.mapper';
import { CurrentActor } from '../graphql/auth';
import type { GraphqlContext } from '../graphql/context';
import { lineItemEntityToModel, toAuditEntryModel, toConnection, toDocumentModel } from '../graphql/mappers';
import { DocumentsArgs } from '../schema/args.type';
import { AuditEntryType } from '../schema/audit-entry.type';
import { DocumentConnectionType, type DocumentModel, DocumentType } from '../schema/document.type';
import { type LineItemModel, LineItemType } from '../schema/line-item.type';

/** Reading documents. Line items and audit entries go through per-request DataLoaders: one query per page. */
@Authorized()
@Resolver(() => DocumentType)
export class DocumentResolver {
  private readonly docs: DocumentService;

  constructor(services: Services) {
    this.docs = services.documents;
  }

  @Query(() => DocumentType, { description: 'One document of the caller, by its capture key' })
  async document(@CurrentActor() actor: Actor, @Arg('captureKey', () => String) captureKey: string): Promise<DocumentModel> {
    return toDocumentModel(await this.docs.find(actor, captureKey));
  }

  @Query(() => DocumentConnectionType, { description: "The caller's documents, newest first" })
  async documents(
    @CurrentActor() actor: Actor,
    @Args(() => DocumentsArgs) args: DocumentsArgs,
  ): Promise<DocumentConnectionType> {
    const f = args.filter ?? {};
    // GraphQL accepts an explicit null for an optional input field; the domain's filter expects it left out.
    const filter = {
      dateFrom: f.dateFrom ?? undefined,
      dateTo: f.dateTo ?? undefined,
      vendor: f.vendor ?? undefined,
      status: f.status ?? undefined,
    };
    return toConnection(await this.docs.list(actor, filter, args.first, args.after));
  }

  @FieldResolver(() => [LineItemType])
  async lineItems(@Root() doc: DocumentModel, @Ctx() ctx: GraphqlContext): Promise<LineItemModel[]> {
    return (await ctx.loaders.lineItems.load(doc.entity.id)).map(lineItemEntityToModel);
  }

  @FieldResolver(() => [AuditEntryType])
  async auditTrail(@Root() doc: DocumentModel, @Ctx() ctx: GraphqlContext): Promise<AuditEntryType[]> {
    return (await ctx.loaders.auditEntries.load(doc.entity.id)).map(toAuditEntryModel);
  }

  @FieldResolver(() => GraphQLJSONObject, { nullable: true })
  async record(@Root() doc: DocumentModel, @Ctx() ctx: GraphqlContext): Promise<Record<string, unknown> | null> {
    // REST has a record only for processed documents (the others answer with a status); so does this field.
    if (doc.entity.status !== 'processed') return null;
    return toRestRecord(doc.entity, await ctx.loaders.lineItems.load(doc.entity.id));
  }
}
