// Beside the seed, not in routes/: every file in routes/ is registered by the stand-in as a route.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createDiskStore } from '../store/disk-store.mjs';
import reports from '../routes/reports.mjs';

describe('remote usage reports', () => {
  it('keeps each report and lists them', async () => {
    const app = Fastify();
    await app.register(reports, { store: createDiskStore(mkdtempSync(path.join(os.tmpdir(), 'reports-'))) });
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/reports/remote-usage`;
    const post = (body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const report = { page: '/uk', used: [{ remote: 'mf_content', version: '1.1.0', modules: ['./basic'] }], failures: [] };
    try {
      expect((await post(report)).status).toBe(204);
      expect((await post({ page: '/uk' })).status).toBe(400);
      expect(await (await fetch(url)).json()).toEqual([{ ...report, receivedAt: expect.any(String) }]);
    } finally {
      await app.close();
    }
  });
});
