import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the stand-in keeps (submissions, SMS codes, complaints, subscriptions): one JSON file per
 * collection in the data folder, written atomically so a crash never leaves half a file.
 */
export function createDiskStore(dataDir) {
  const file = (collection) => path.join(dataDir, `${collection}.json`);
  let queue = Promise.resolve();

  async function readAll(collection) {
    try {
      return JSON.parse(await readFile(file(collection), 'utf8'));
    } catch {
      return [];
    }
  }

  async function writeAll(collection, records) {
    await mkdir(dataDir, { recursive: true });
    const temporary = `${file(collection)}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(records, null, 2));
    await rename(temporary, file(collection));
  }

  // Writes are serialised: two submissions at once must both be kept.
  function update(collection, change) {
    const next = queue.then(async () => {
      const records = await readAll(collection);
      const result = change(records);
      await writeAll(collection, records);
      return result;
    });
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    readAll,
    append: (collection, record) =>
      update(collection, (records) => {
        records.push(record);
        return record;
      }),
    update,
  };
}
