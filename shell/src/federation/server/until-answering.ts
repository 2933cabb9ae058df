/**
 * Whether `url` answers (any HTTP status below 500) before `deadline` (epoch ms), asking again every
 * `pauseMs` while nothing listens there yet: a remote started beside the shell may still be starting.
 */
export async function untilAnswering(url: string, deadline: number, fetchUrl: typeof fetch = fetch, pauseMs = 250): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const response = await fetchUrl(url, { signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)) });
      await response.body?.cancel();
      if (response.status < 500) return true;
    } catch {
      // Not listening yet, or no answer in time: asked again below until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pauseMs, Math.max(deadline - Date.now(), 0))));
  }
  return false;
}
