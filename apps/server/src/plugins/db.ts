import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Decorates the app with the opened database; the app closes it last on shutdown. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
