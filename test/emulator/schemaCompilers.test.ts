// The emulator hands fastify schema compilers that load ajv / fast-json-stringify on first use: a route that
// declares schemas still gets fastify's default validation and serialization through them.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../../src/emulator/schemaCompilers.js';

describe('lazy schema compilers', () => {
  it('validate a body and serialize a response as fastify’s defaults do', async () => {
    const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 } } },
          response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'not in the response schema' }),
    );
    try {
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'ab' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ name: 'ab' }); // the serializer drops what the response schema does not name
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'FST_ERR_VALIDATION',
        message: 'body/name must NOT have fewer than 2 characters',
      });
    } finally {
      await app.close();
    }
  });
});
