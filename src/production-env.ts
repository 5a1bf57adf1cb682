/**
 * Imported first by main.ts, before any library reads it: a service started without NODE_ENV runs as production.
 * graphql-js otherwise checks every `instanceof` of its executor against copies of itself from other realms (a
 * development aid that was a tenth of a GraphQL request's CPU), and express keeps stack traces for error pages
 * the service never renders. Tests (jest sets NODE_ENV=test) and an operator's explicit value are left alone.
 */
process.env.NODE_ENV ??= 'production';

export {};
