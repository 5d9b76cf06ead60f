import type { FastifyInstance } from 'fastify';

export async function organizationsRoutes(_app: FastifyInstance) {}
