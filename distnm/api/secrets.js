import { validationError } from './errors.js';
import { registerCredentials, registerSecret } from './redact.js';
import { isBatchRefused, putKeyByKey, withConflictRetry } from './orgScopedWrite.js';
import { expectArray, expectRecord, expectString, optionalString } from './shape.js';
import { assertValid, validateCredentials, validateHost, validateRegion, validateSecretKey, validateSecretValue, validateExistingSetName, validateSetName, } from './validation.js';
const seg = encodeURIComponent;
export class SecretsClient {
    http;
    prefix;
    regionsCache;
    orgScoped;
    /** Learnt from a 400 to a batch body on the org-scoped path: this server takes one key per PUT only. */
    singleKeyOnly = false;
    constructor(opts) {
        this.http = opts.http;
        if (opts.org !== undefined && opts.org.length === 0)
            throw validationError('org', 'organization: must not be empty');
        this.prefix = opts.org !== undefined ? `/v1/organizations/${seg(opts.org)}` : '/v1';
        this.orgScoped = opts.org !== undefined;
    }
    /** The path family in use, e.g. `/v1` or `/v1/organizations/acme` (for headers and diagnostics). */
    get pathPrefix() {
        return this.prefix;
    }
    async listSecretSets(opts = {}) {
        if (opts.region !== undefined)
            assertValid('region', validateRegion(opts.region));
        const { body } = await this.http.request('GET', `${this.prefix}/secrets`, {
            searchParams: { region: opts.region },
            signal: opts.signal,
        });
        const sets = expectArray(expectRecord(body, 'secret set list'), 'sets', 'secret set list').map((item, i) => toSummary(item, `sets[${i}]`));
        // The REST API does not document `?region=`; filter here too so the result is right either way.
        return opts.region !== undefined ? sets.filter((s) => s.region === opts.region) : sets;
    }
    async getSecretSet(name, opts = {}) {
        assertValid('name', validateExistingSetName(name));
        const { body } = await this.http.request('GET', `${this.prefix}/secrets/${seg(name)}`, { signal: opts.signal });
        const where = `secret set "${name}"`;
        const obj = expectRecord(body, where);
        const keys = expectArray(obj, 'secrets', where).map((item, i) => expectString(expectRecord(item, `${where} secrets[${i}]`), 'fieldName', `${where} secrets[${i}]`));
        const errorMessage = optionalString(obj, 'errorMessage');
        return {
            name,
            region: expectString(obj, 'region', where),
            status: expectString(obj, 'status', where),
            ...(errorMessage !== undefined ? { errorMessage } : {}),
            keys,
        };
    }
    async putSecrets(name, secrets, opts = {}) {
        assertValid('name', validateSetName(name));
        if (opts.region !== undefined)
            assertValid('region', validateRegion(opts.region));
        const pairs = Array.isArray(secrets)
            ? secrets.map((p) => [p.secretKey, p.secretValue])
            : Object.entries(secrets);
        if (pairs.length === 0)
            throw validationError('secrets', 'secrets: at least one KEY=value pair is required');
        // Later duplicates win, as in the CLI's parser.
        const merged = new Map();
        for (const [key, value] of pairs) {
            registerSecret(value);
            assertValid('secretKey', validateSecretKey(key));
            assertValid('secretValue', validateSecretValue(key, value));
            merged.set(key, value);
        }
        const path = `${this.prefix}/secrets/${seg(name)}`;
        const keyByKey = () => putKeyByKey(this.http, path, name, [...merged], { region: opts.region, signal: opts.signal, toResult: toPutResult });
        if (this.orgScoped && this.singleKeyOnly)
            return keyByKey();
        const body = {
            secrets: [...merged].map(([secretKey, secretValue]) => ({ secretKey, secretValue })),
            ...(opts.region !== undefined ? { region: opts.region } : {}),
        };
        try {
            const res = await withConflictRetry(() => this.http.request('PUT', path, { json: body, signal: opts.signal }));
            return toPutResult(res.body, res.status);
        }
        catch (error) {
            // A 400 to the batch body wrote nothing; on the org-scoped path it may only mean "one key per PUT".
            if (!this.orgScoped || !isBatchRefused(error))
                throw error;
            // If the one-key form fails too, at its first key, that 400 was about the request, not its form: its
            // message (from the form this server takes) is the one to show. Nothing was written either way.
            const result = await keyByKey();
            this.singleKeyOnly = true;
            return result;
        }
    }
    async unsetSecret(name, key, opts = {}) {
        assertValid('name', validateExistingSetName(name));
        assertValid('secretKey', validateSecretKey(key));
        await this.http.request('DELETE', `${this.prefix}/secrets/${seg(name)}/${seg(key)}`, { signal: opts.signal });
    }
    async deleteSecretSet(name, opts = {}) {
        assertValid('name', validateExistingSetName(name));
        await this.http.request('DELETE', `${this.prefix}/secrets/${seg(name)}`, { signal: opts.signal });
    }
    async putImagePullSecret(name, input, opts = {}) {
        assertValid('name', validateSetName(name));
        assertValid('host', validateHost(input.host));
        if (input.region !== undefined)
            assertValid('region', validateRegion(input.region));
        const encode = input.encode !== false;
        registerCredentials(input.credentials);
        if (encode) {
            assertValid('credentials', validateCredentials(input.credentials));
        }
        else if (typeof input.credentials !== 'string' || input.credentials.length === 0) {
            // Without encoding the caller passes the registry's value as is (normally already base64 of user:pass).
            throw validationError('credentials', 'credentials: required (the already-encoded value when encoding is off)');
        }
        const secretValue = encode ? Buffer.from(input.credentials, 'utf8').toString('base64') : input.credentials;
        const res = await withConflictRetry(() => this.http.request('PUT', `${this.prefix}/secrets/${seg(name)}`, {
            json: {
                isImagePullSecret: true,
                host: input.host,
                secretValue,
                ...(input.region !== undefined ? { region: input.region } : {}),
            },
            signal: opts.signal,
        }));
        return toPutResult(res.body, res.status);
    }
    async listRegions(opts = {}) {
        if (this.regionsCache)
            return this.regionsCache;
        const { body } = await this.http.request('GET', `${this.prefix}/regions`, { signal: opts.signal });
        const regions = expectArray(expectRecord(body, 'region list'), 'regions', 'region list').map((item, i) => {
            const r = expectRecord(item, `regions[${i}]`);
            const code = expectString(r, 'code', `regions[${i}]`);
            return { code, display_name: optionalString(r, 'display_name') ?? code };
        });
        this.regionsCache = regions;
        return regions;
    }
    async getProperties(opts = {}) {
        const { body } = await this.http.request('GET', `${this.prefix}/properties`, { signal: opts.signal });
        const props = expectRecord(expectRecord(body, 'properties response').properties, 'properties response "properties"');
        return { defaultRegion: expectString(props, 'defaultRegion', 'properties') };
    }
}
function toSummary(item, where) {
    const obj = expectRecord(item, where);
    const errorMessage = optionalString(obj, 'errorMessage');
    return {
        name: expectString(obj, 'name', where),
        type: expectString(obj, 'type', where),
        region: expectString(obj, 'region', where),
        status: expectString(obj, 'status', where),
        ...(errorMessage !== undefined ? { errorMessage } : {}),
    };
}
/** The official CLI tolerates an answer without `region` (older servers): so do we; the caller falls back to what it asked for. */
function toPutResult(body, status) {
    const obj = expectRecord(body ?? {}, 'PUT response', status);
    const region = optionalString(obj, 'region');
    return { status: optionalString(obj, 'status') ?? 'OK', ...(region !== undefined ? { region } : {}) };
}
