import { validationError } from './errors.js';
import { expectRecord, isRecord, malformed, optionalString } from './shape.js';
import { assertValid, validateRegion, validateSetName } from './validation.js';
const seg = encodeURIComponent;
export class AgentsClient {
    http;
    base;
    orgScoped;
    constructor(opts) {
        this.http = opts.http;
        if (opts.org !== undefined && opts.org.length === 0)
            throw validationError('org', 'organization: must not be empty');
        this.orgScoped = opts.org !== undefined;
        this.base = opts.org !== undefined ? `/v1/organizations/${seg(opts.org)}/services` : '/v1/agents';
    }
    /** The collection path in use, e.g. `/v1/agents` or `/v1/organizations/acme/services`. */
    get path() {
        return this.base;
    }
    async listAgents(opts = {}) {
        if (opts.region !== undefined)
            assertValid('region', validateRegion(opts.region));
        const include = opts.includeDeployment !== false;
        const { body } = await this.http.request('GET', this.base, {
            searchParams: { region: opts.region, ...(include ? { includeActiveDeployment: 'true' } : {}) },
            signal: opts.signal,
        });
        const list = unwrap(body);
        const items = Array.isArray(list) ? list : isRecord(list) && Array.isArray(list.services) ? list.services : undefined;
        if (!items)
            throw malformed('agent list has no array "services"');
        const agents = [];
        for (const item of items) {
            // Items without a name cannot be reported on; deleted ones no longer bind anything.
            if (!isRecord(item) || typeof item.name !== 'string' || item.name === '')
                continue;
            if (item.deletedAt !== undefined && item.deletedAt !== null)
                continue;
            const bindings = include ? bindingsOf(item.deployment) : undefined;
            agents.push({
                name: item.name,
                ...optionalField(item, 'region'),
                ...optionalField(item, 'id'),
                ...optionalField(item, 'desiredDeploymentId'),
                ...optionalField(item, 'reconciledDeploymentId'),
                ...(bindings ? { bindings } : {}),
            });
        }
        return opts.region !== undefined ? agents.filter((a) => a.region === undefined || a.region === opts.region) : agents;
    }
    async getAgent(name, opts = {}) {
        assertValid('name', validateAgentName(name));
        const { body } = await this.http.request('GET', `${this.base}/${seg(name)}`, { signal: opts.signal });
        return toDetail(unwrap(body), name);
    }
    async createAgent(name, input, opts = {}) {
        assertValid('name', validateAgentName(name));
        const { body } = await this.http.request('POST', this.base, {
            json: { serviceName: name, ...input },
            signal: opts.signal,
        });
        return toDetail(unwrap(body), name);
    }
    async updateAgent(name, input, opts = {}) {
        assertValid('name', validateAgentName(name));
        const { body } = this.orgScoped
            ? await this.http.request('PUT', this.base, { json: { serviceName: name, ...input }, signal: opts.signal })
            : await this.http.request('POST', `${this.base}/${seg(name)}`, { json: input, signal: opts.signal });
        return toDetail(unwrap(body), name);
    }
    async deleteAgent(name, opts = {}) {
        assertValid('name', validateAgentName(name));
        await this.http.request('DELETE', `${this.base}/${seg(name)}`, { signal: opts.signal });
    }
}
/** Agent names follow the set-name rule on the service side; the message names the field. */
function validateAgentName(name) {
    const problem = validateSetName(name);
    return problem === null ? null : problem.replace(/^set name/, 'agent name');
}
/** The official CLI reads the org-scoped detail from `result.body`; accept both forms. */
function unwrap(body) {
    return isRecord(body) && isRecord(body.body) && body.name === undefined ? body.body : body;
}
function optionalField(obj, field) {
    const value = optionalString(obj, field);
    return value !== undefined ? { [field]: value } : {};
}
/** `deployment.manifest.spec` → bindings; undefined when the deployment or its manifest is absent. */
export function bindingsOf(deployment) {
    if (!isRecord(deployment) || !isRecord(deployment.manifest))
        return undefined;
    const spec = deployment.manifest.spec;
    if (!isRecord(spec))
        return { secretSets: [] };
    const names = Array.isArray(spec.envFromSecretNames) ? spec.envFromSecretNames : [];
    const secretSets = [...new Set(names.filter((n) => typeof n === 'string' && n !== ''))];
    const pull = optionalString(spec, 'imagePullSecretName');
    return { secretSets, ...(pull ? { imagePullSecret: pull } : {}) };
}
function toDetail(body, name) {
    const obj = expectRecord(body, `agent "${name}"`);
    const bool = (field) => (typeof obj[field] === 'boolean' ? { [field]: obj[field] } : {});
    return {
        name: optionalString(obj, 'name') ?? name,
        ...optionalField(obj, 'region'),
        ...bool('ready'),
        ...bool('available'),
        ...(typeof obj.activeSessionCount === 'number' ? { activeSessionCount: obj.activeSessionCount } : {}),
        bindings: bindingsOf(obj.deployment) ?? null,
    };
}
