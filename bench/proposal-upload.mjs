// Time for the server to refuse a 50 MB proposal upload ÷ time to accept a 2 MB one, through real HTTP
// on the built app. The refusal must not read the body, so it should take no longer than an
// acceptance (budget <= 1.1). Each figure is the median of alternating rounds.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const UPLOAD_RATIO_BUDGET = 1.1;
const ROUNDS = 7;
const MB = 1024 * 1024;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const pdfOf = (size) => {
  const head = Buffer.from('%PDF-1.4\n% proposal\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

/** A Startup Accelerator application as the wizard sends it, with a PDF of the given size. */
export function form(fileBytes) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const fields = {
    category: 'CHALLENGE',
    type: 'FUNDING_SUPPORT',
    name: 'Bench Applicant',
    email: 'bench@example.in',
    mobile: '+91 98765 43210',
    orgType: 'Startup',
    orgName: 'Bench Labs',
    designation: 'Founder',
    title: 'Bench proposal',
    abstract: 'Understanding',
    methodology: 'Initial idea',
    expectedResults: 'Results',
    riskFactors: 'Risks',
    'focusArea[0]': 'Operational Excellence',
    partnersInvolved: 'false',
    detailsConfirmed: 'true',
    termsAccepted: 'true',
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="proposalFile"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { head, file: pdfOf(fileBytes), tail, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends the body in 1 MB chunks, as a browser would, and times until the response's status arrives. */
export function timeUpload(port, token, body) {
  return new Promise((resolve, reject) => {
    const length = body.head.length + body.file.length + body.tail.length;
    const started = process.hrtime.bigint();
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/proposals',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'content-length': length },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode, ms });
      });
    });
    // Once refused, the server may close the connection while we still write: that is the point.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const chunks = [body.head, ...Array.from({ length: Math.ceil(body.file.length / MB) }, (_, i) => body.file.subarray(i * MB, (i + 1) * MB)), body.tail];
    const writeNext = () => {
      while (chunks.length > 0 && !answered) {
        if (!req.write(chunks.shift())) return req.once('drain', writeNext);
      }
      if (!answered) req.end();
    };
    writeNext();
  });
}

/** A verified user with a complete profile, straight into the database, and an access token. */
async function createSubmitter(app, schema) {
  const doc = (name) =>
    app.storage.put(app.db, { ownerId: null, purpose: name, originalName: `${name}.pdf`, contentType: 'application/pdf', data: pdfOf(1024) });
  const [user] = await app.db
    .insert(schema.users)
    .values({
      email: 'bench@example.in',
      name: 'Bench Applicant',
      phone: '+91 98765 43210',
      passwordHash: 'not-used',
      isEmailVerified: true,
      organization: 'Bench Labs',
      organizationCategory: 'Startup',
      designation: 'Founder',
      governmentIdFileId: await doc('pan'),
      organizationDocFileId: await doc('incorporation'),
    })
    .returning();
  return app.signAccessToken({
    id: user.id,
    email: user.email,
    name: user.name,
    roles: ['STARTUP'],
    permissions: [],
    isEmailVerified: true,
    isProfileComplete: true,
  });
}

/** The built portal on an in-memory database, listening on a free port, with one submitter's token. */
export async function startPortal(env = {}) {
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const schema = await import('../apps/server/dist/db/schema/index.js');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    DATABASE_URL: 'memory://',
    SEED_DEMO: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: app.server.address().port, token: await createSubmitter(app, schema), close: () => app.close() };
}

export { median };

export async function runProposalUpload() {
  const portal = await startPortal();
  try {
    const { port, token } = portal;
    const small = form(2 * MB);
    const huge = form(50 * MB);
    const times = { accept: [], refuse: [] };
    await timeUpload(port, token, small);
    for (let round = 0; round < ROUNDS; round++) {
      const accepted = await timeUpload(port, token, small);
      const refused = await timeUpload(port, token, huge);
      if (accepted.status !== 201) throw new Error(`2 MB upload answered ${accepted.status}`);
      if (refused.status !== 413) throw new Error(`50 MB upload answered ${refused.status}`);
      times.accept.push(accepted.ms);
      times.refuse.push(refused.ms);
    }
    const accept = median(times.accept);
    const refuse = median(times.refuse);
    return { accept, refuse, ratio: refuse / accept, pass: refuse / accept <= UPLOAD_RATIO_BUDGET };
  } finally {
    await portal.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runProposalUpload());
