export type HealthData = {
  status: 'ok' | 'degraded';
  version: string;
  database: { kind: 'pglite' | 'postgres'; ok: boolean };
};
