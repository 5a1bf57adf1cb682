import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Services } from '../app/services';
import type { Actor, DocumentService } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import type { GraphqlContext } from '../graphql/context';
import { lineItemInputToRest, toDocumentModel, toLineItemModel, updateInputToRest } from '../graphql/mappers';
import { type DocumentModel, DocumentType, UpdateDocumentResultType } from '../schema/document.type';
import { AddLineItemArgs, LineItemRefArgs, UpdateDocumentArgs, UpdateLineItemArgs } from '../schema/args.type';
import { type LineItemModel, LineItemType } from '../schema/line-item.type';

/**
 * Edits of a processed record, recorded in its audit trail with via "graphql". Inputs are translated to the
 * REST names and validated by the domain, so both adapters accept and reject exactly the same edits.
 */
@Authorized()
@Resolver(() => UpdateDocumentResultType)
export class DocumentEditResolver {
  private readonly docs: DocumentService;

  constructor(services: Services) {
    this.docs = services.documents;
  }

  @Mutation(() => UpdateDocumentResultType, {
    description: 'Changes the given record fields; nothing is written if any is invalid',
  })
  async updateDocument(
    @CurrentActor() actor: Actor,
    @Args(() => UpdateDocumentArgs) { captureKey, input }: UpdateDocumentArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Pick<UpdateDocumentResultType, 'captureKey'>> {
    await this.docs.updateFields(actor, captureKey, updateInputToRest(input));
    ctx.forgetLoaded();
    return { captureKey };
  }

  @FieldResolver(() => DocumentType, { description: 'The document as it is after the edit' })
  async document(
    @CurrentActor() actor: Actor,
    @Root() result: Pick<UpdateDocumentResultType, 'captureKey'>,
  ): Promise<DocumentModel> {
    return toDocumentModel(await this.docs.find(actor, result.captureKey));
  }

  @Mutation(() => LineItemType, { description: 'Appends a line item; omitted fields take their empty values' })
  async addLineItem(
    @CurrentActor() actor: Actor,
    @Args(() => AddLineItemArgs) { captureKey, input }: AddLineItemArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<LineItemModel> {
    const item = await this.docs.addLineItem(actor, captureKey, lineItemInputToRest(input));
    ctx.forgetLoaded();
    return toLineItemModel(item);
  }

  @Mutation(() => LineItemType, { description: 'Changes the given fields of one line item' })
  async updateLineItem(
    @CurrentActor() actor: Actor,
    @Args(() => UpdateLineItemArgs) { captureKey, lineItemId, input }: UpdateLineItemArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<LineItemModel> {
    const item = await this.docs.updateLineItem(actor, captureKey, lineItemId, lineItemInputToRest(input));
    ctx.forgetLoaded();
    return toLineItemModel(item);
  }

  @Mutation(() => Boolean, { description: 'Removes a line item; the items after it move up one line' })
  async deleteLineItem(
    @CurrentActor() actor: Actor,
    @Args(() => LineItemRefArgs) { captureKey, lineItemId }: LineItemRefArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    await this.docs.deleteLineItem(actor, captureKey, lineItemId);
    ctx.forgetLoaded();
    return true;
  }
}
