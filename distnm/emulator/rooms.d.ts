import type { EmulatorStore } from './store.js';
import { type HttpResult } from './rules.js';
interface RoomsOptions {
    store: EmulatorStore;
    roomKey: string;
    /** Base URL rooms live under (the emulator's own URL). */
    baseUrl: () => string;
    now?: () => number;
}
export declare class RoomsService {
    private readonly store;
    private readonly roomKey;
    private readonly baseUrl;
    private readonly now;
    readonly domainId: string;
    readonly domainName = "agentdeck-emulator";
    constructor(options: RoomsOptions);
    private nowSeconds;
    private toRoom;
    private isExpired;
    create(body: unknown): HttpResult;
    /** Validates room properties; returns the stored config (only non-default values) or an error result. */
    private roomConfig;
    get(name: string): HttpResult;
    delete(name: string): HttpResult;
    list(query: Record<string, unknown>): HttpResult;
    token(body: unknown): HttpResult;
    /** POST /rooms/:name: partial update; `null` resets a property to its default; `config` keeps only non-defaults. */
    update(name: string, body: unknown): HttpResult;
    /** GET /meeting-tokens/:token: the token's properties under their long names, or 400 when it is not valid here. */
    validateToken(token: string, query: Record<string, unknown>): HttpResult;
    private domainBody;
    domain(): HttpResult;
    updateDomain(body: unknown): HttpResult;
}
export {};
