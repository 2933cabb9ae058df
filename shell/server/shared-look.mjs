/**
 * `look(key)` as it is now, where the callers of one moment (many pages and their CSPs at once) share one look
 * instead of each reading the file system. A call made after a look has finished starts a new one.
 * @template T
 * @param {(key: string) => Promise<T>} look
 * @returns {(key: string) => Promise<T>}
 */
export function sharedLook(look) {
  /** @type {Map<string, Promise<T>>} */
  const looking = new Map();
  return (key) => {
    let pending = looking.get(key);
    if (!pending) {
      pending = look(key).finally(() => looking.delete(key));
      looking.set(key, pending);
    }
    return pending;
  };
}
