/** @jest-environment node */
import { untilAnswering } from './until-answering';

const answer = (status: number) => new Response('', { status });
const refused = () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'));
const fakeFetch = () => jest.fn<Promise<Response>, Parameters<typeof fetch>>();

describe('waiting for a remote that starts beside the shell', () => {
  it('asks again while nothing listens, and is done once the remote answers', async () => {
    const fetchUrl = fakeFetch().mockImplementationOnce(refused).mockImplementationOnce(refused).mockResolvedValue(answer(200));
    await expect(untilAnswering('http://localhost:3001/server/remoteEntry.js', Date.now() + 5_000, fetchUrl, 1)).resolves.toBe(true);
    expect(fetchUrl).toHaveBeenCalledTimes(3);
  });

  it('waits through a server error, but takes a missing file as an answer: asking again would not bring it', async () => {
    const fetchUrl = fakeFetch().mockResolvedValueOnce(answer(503)).mockResolvedValue(answer(404));
    await expect(untilAnswering('http://localhost:3001/server/remoteEntry.js', Date.now() + 5_000, fetchUrl, 1)).resolves.toBe(true);
    expect(fetchUrl).toHaveBeenCalledTimes(2);
  });

  it('gives up at the deadline when the remote never answers', async () => {
    const fetchUrl = fakeFetch().mockImplementation(refused);
    // A deadline far above the pause: a busy test machine can stall the event loop for tens of milliseconds.
    const started = Date.now();
    await expect(untilAnswering('http://localhost:3001/server/remoteEntry.js', started + 1_000, fetchUrl, 5)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(995);
    expect(fetchUrl.mock.calls.length).toBeGreaterThan(1);
  });
});
