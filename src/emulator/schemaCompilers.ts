// Fastify's schema compilers, loaded only if a route ever declares a schema. The emulator's routes declare none,
// yet fastify builds its default compilers when the server is created, which requires ajv and
// fast-json-stringify (≈ 300 KB of the bundled emulator; scripts/bundle.mjs leaves them out of it). Passed as
// fastify's `schemaController.compilersFactory`, these require the real ones (from fastify's own dependencies)
// on first use and behave exactly as fastify's defaults from then on. (In a checkout: the published package
// installs neither, nor fastify — its code is in the bundle.)
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Factory = (...args: unknown[]) => unknown;
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

function fromFastify(name: string): () => Factory {
  let factory: Factory | undefined;
  return () => {
    if (!factory) {
      const requireFromHere = createRequire(import.meta.url);
      const requireFromFastify = createRequire(requireFromHere.resolve('fastify'));
      factory = (requireFromFastify(name) as () => Factory)();
    }
    return factory;
  };
}

const validator = fromFastify('@fastify/ajv-compiler');
const serializer = fromFastify('@fastify/fast-json-stringify-compiler');

export const lazySchemaCompilers = {
  buildValidator: ((...args: unknown[]) => validator()(...args)) as CompilersFactory['buildValidator'],
  buildSerializer: ((...args: unknown[]) => serializer()(...args)) as CompilersFactory['buildSerializer'],
} satisfies CompilersFactory;
