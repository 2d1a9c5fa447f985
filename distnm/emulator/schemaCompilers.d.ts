import type { FastifyServerOptions } from 'fastify';
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
export declare const lazySchemaCompilers: {
    buildValidator: CompilersFactory["buildValidator"];
    buildSerializer: CompilersFactory["buildSerializer"];
};
export {};
