import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { createPostgresDatabase, dropPostgresDatabase } from './database.js';

/**
 * Migrates one PostgreSQL database for the whole run; each test file's database is created from it
 * (`CREATE DATABASE … TEMPLATE`), a file copy, instead of applying every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('the server:postgres project needs TEST_DATABASE_URL');
  const template = await createPostgresDatabase({ prefix: 'portal_template_' });
  const database = await openDatabase({ kind: 'postgres', url: template.url });
  try {
    await database.migrate();
  } finally {
    // A template takes no connection of its own while it is copied.
    await database.close();
  }
  // No session, autovacuum's included, may then connect to it: a copy fails while one is connected.
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`ALTER DATABASE ${template.name} WITH ALLOW_CONNECTIONS false`);
  await admin.end();
  project.provide('postgresTemplate', template.name);
  return () => dropPostgresDatabase(baseUrl, template.name);
}
