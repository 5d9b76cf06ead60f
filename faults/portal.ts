import { randomBytes } from 'node:crypto';
import { multipart, pdf } from '../apps/server/src/test/multipart.js';
import { E2E_ADMIN } from '../e2e/fixtures/server.js';

/** Signs in as the portal's first admin (startPortal's ADMIN_EMAIL / ADMIN_PASSWORD); answers the access token. */
export async function adminToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A PDF followed by `padBytes` random bytes (which no compression shrinks): a large scanned document. */
const paddedPdf = (text: string, padBytes: number) => (padBytes ? Buffer.concat([pdf(text), randomBytes(padBytes)]) : pdf(text));

/** Saves the caller's profile with its two identity PDFs: an upload of two files (each `padBytes` larger). */
export async function uploadProfile(baseURL: string, token: string, signal?: AbortSignal, padBytes = 0): Promise<Response> {
  const form = multipart(
    { organization: 'Kalinga Alloys Pvt Ltd', organizationCategory: 'MSME', designation: 'Head of R&D', documentType: 'PAN_crd', documentNumber: 'ABCDE1234F' },
    [
      { field: 'governmentIssueddocument', name: 'pan.pdf', type: 'application/pdf', data: paddedPdf('PAN', padBytes) },
      { field: 'organizationDocs', name: 'incorporation.pdf', type: 'application/pdf', data: paddedPdf('Incorporation', padBytes) },
    ],
  );
  return fetch(`${baseURL}/api/users/profile/me`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.payload,
    ...(signal ? { signal } : {}),
  });
}
