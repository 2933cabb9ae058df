// Beside the seed, not in routes/: every file in routes/ is registered by the stand-in as a route.
import Fastify from 'fastify';
import content from '../routes/content.mjs';

async function listing(query) {
  const app = Fastify();
  await app.register(content);
  // Over a real socket: light-my-request (inject) loads an ES-only cookie module jest cannot require.
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await (await fetch(`${base}/uk/jsonapi/node/bank_history?${query}`)).json();
  } finally {
    await app.close();
  }
}

const weights = (answer) => answer.data.map((node) => node.attributes.weight);

describe('node listings of the stand-in', () => {
  it('sort the whole listing before cutting the page, as JSON:API sort asks', async () => {
    const pages = [];
    for (const offset of [0, 5, 10]) pages.push(weights(await listing(`sort=weight,-created&page[limit]=5&page[offset]=${offset}`)));
    expect(pages).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12],
    ]);
  });

  it('sort descending on a leading minus, newest first by default', async () => {
    expect(weights(await listing('sort=-weight&page[limit]=3'))).toEqual([12, 11, 10]);
    const created = (await listing('page[limit]=12')).data.map((node) => Date.parse(node.attributes.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});
