/**
 * After a remote fails on the server, page renders skip it for a short while instead of each
 * waiting for the same timeout; the browser fills its slots meanwhile.
 */
export function createCircuitBreaker(openForMs: number, now: () => number = Date.now) {
  const openUntil = new Map<string, number>();
  return {
    isOpen(remote: string): boolean {
      const until = openUntil.get(remote);
      if (until === undefined) return false;
      if (now() < until) return true;
      openUntil.delete(remote);
      return false;
    },
    recordFailure(remote: string): void {
      openUntil.set(remote, now() + openForMs);
    },
    recordSuccess(remote: string): void {
      openUntil.delete(remote);
    },
  };
}
