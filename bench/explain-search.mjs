// EXPLAIN (ANALYZE, BUFFERS) of the SQL that GET /proposals/search runs, on a database loaded by the
// search bench (argv[2] = its URL): `node bench/explain-search.mjs postgres://…/db [query-string …]`.
// Each request's queries are captured from drizzle's logger and explained with their parameters.
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { proposalSearchQuerySchema } from '@portal/shared/schemas';

const [url, ...requests] = process.argv.slice(2);
const { searchPublicProposals } = await import('../apps/server/dist/modules/proposals/search.repo.js');
const schema = await import('../apps/server/dist/db/schema/index.js');
const client = postgres(url, { max: 1, onnotice: () => undefined });
const captured = [];
const db = drizzle({ client, schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
const defaults = ['query=steel', 'query=vanadium', 'query=slag', 'query=refract', 'type=PROBLEM&page=1', 'type=PROBLEM&page=500'];
for (const request of requests.length > 0 ? requests : defaults) {
  const params = Object.fromEntries(new URLSearchParams(request));
  const q = proposalSearchQuerySchema.parse(params);
  const sortBy = params.sortBy ? q.sortBy : q.query ? 'relevance' : 'createdAt';
  captured.length = 0;
  const started = performance.now();
  const answer = await searchPublicProposals(db, { ...q, sortBy });
  const ms = performance.now() - started;
  console.log(`\n### ${request}: ${answer.rows.length} rows, total ${answer.total}${answer.totalExact ? '' : '+'}, ${ms.toFixed(1)} ms through drizzle`);
  for (const { query, params: values } of [...captured]) {
    const plan = await client.unsafe(`explain (analyze, buffers) ${query}`, values);
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await client.end();
