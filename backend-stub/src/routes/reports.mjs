const COLLECTION = 'remote-usage';

/**
 * Collects the shell's remote usage reports (which remote versions a page used, every remote load
 * failure), as a monitoring endpoint would; GET lists them so a release manager sees a bad release.
 */
export default async function reports(app, { store }) {
  app.post('/reports/remote-usage', async (request, reply) => {
    const report = request.body;
    if (typeof report !== 'object' || report === null || !Array.isArray(report.used) || !Array.isArray(report.failures)) {
      return reply.code(400).send({ message: 'a report has "used" and "failures" lists' });
    }
    await store.append(COLLECTION, { receivedAt: new Date().toISOString(), ...report });
    return reply.code(204).send();
  });

  app.get('/reports/remote-usage', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return store.readAll(COLLECTION);
  });
}
