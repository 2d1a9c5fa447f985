import type { FastifyInstance } from 'fastify';
import { type OAuthService } from './oauth.js';
export declare function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthService): void;
