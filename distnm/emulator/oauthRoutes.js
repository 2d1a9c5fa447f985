import { ISSUER_PATH } from './oauth.js';
export function registerOAuthRoutes(app, oauth) {
    // The token endpoint takes form bodies (RFC 6749 §4.1.3); every other route stays JSON-only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    app.get('/auth/config', async (_request, reply) => {
        const result = oauth.authConfig();
        return reply.code(result.status).send(result.body);
    });
    app.get(`${ISSUER_PATH}/.well-known/openid-configuration`, async (_request, reply) => {
        const result = oauth.discovery();
        return reply.code(result.status).send(result.body);
    });
    app.get(`${ISSUER_PATH}/authorize`, async (request, reply) => {
        const result = oauth.authorize(request.query);
        if ('redirect' in result)
            return reply.redirect(result.redirect, 302);
        return reply.code(result.status).send(result.body);
    });
    app.post(`${ISSUER_PATH}/token`, async (request, reply) => {
        const result = oauth.token(request.body);
        return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    });
    app.post('/auth/logout', async (request, reply) => {
        const result = oauth.logout(request.body);
        return reply.code(result.status).send(result.body);
    });
}
