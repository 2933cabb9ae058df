import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repo = path.resolve(__dirname, '..', '..', '..');
const builtFolders = ['shell', 'mf-forms', 'mf-calculators', 'mf-rates', 'mf-map', 'mf-content', 'mf-search'].map((name) => path.join(repo, name, 'dist'));

function filesUnder(folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('no built file contains the content host credentials', async () => {
  const user = process.env.CONTENT_AUTH_USER || 'bank-site';
  const password = process.env.CONTENT_AUTH_PASSWORD || 'stand-in-only-password';
  const secrets = [password, Buffer.from(`${user}:${password}`).toString('base64')];
  const files = builtFolders.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.filter((file) => {
    const text = readFileSync(file, 'latin1');
    return secrets.some((secret) => text.includes(secret));
  });
  expect(leaks).toEqual([]);
});
