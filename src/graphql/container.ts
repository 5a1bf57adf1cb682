import type { ContainerType } from 'type-graphql';
import type { Services } from '../app/services';
import { RESOLVERS } from './schema';

/**
 * type-graphql's `container` option without a DI library: each resolver class is constructed once with the
 * Services. The schema is built without services (schema.ts hands type-graphql a getter that reads this
 * container from the request context), so one schema can serve any set of services, as tests need.
 */
export class ResolverContainer implements ContainerType {
  private readonly instances = new Map<Function, unknown>();

  constructor(services: Services) {
    for (const Resolver of RESOLVERS) this.instances.set(Resolver, new Resolver(services));
  }

  get(someClass: Function): unknown {
    const instance = this.instances.get(someClass);
    if (!instance) throw new Error(`No instance of ${someClass.name} in the resolver container`);
    return instance;
  }
}
