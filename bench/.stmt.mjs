import postgres from 'postgres';
import { readFileSync } from 'node:fs';
const c = JSON.parse(readFileSync('/tmp/cap.json'));
const sql = postgres(process.argv[2], { max: 1, onnotice: () => undefined, connection: { plan_cache_mode: 'force_generic_plan' } });
const [{ pid }] = await sql`select pg_backend_pid() as pid`;
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
for (const word of process.argv.slice(3)) {
  const params = c.params.map((p) => (p === 'slag' ? word : p));
  for (let i = 0; i < 50; i++) await sql.unsafe(c.query, params, { prepare: true });
  const t0 = cpu(), w0 = performance.now();
  const N = 2000;
  for (let i = 0; i < N; i++) await sql.unsafe(c.query, params, { prepare: true });
  console.log(word, 'db cpu ms/exec', ((cpu() - t0) / N).toFixed(3), 'wall ms/exec', ((performance.now() - w0) / N).toFixed(3));
}
const s1 = async () => { const t0 = cpu(); for (let i = 0; i < 2000; i++) await sql`select 1`; console.log('select 1 db cpu ms', ((cpu() - t0) / 2000).toFixed(3)); };
await s1();
await sql.end();
