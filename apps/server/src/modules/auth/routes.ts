import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function authRoutes(_app: FastifyInstance, _ctx: AppContext) {}
