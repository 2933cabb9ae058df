import { expect, test } from '@playwright/test';
import { startSecondShell } from '../../support/second-shell';
import { sitePorts } from '../../support/site-ports';

// After a start or a restart the shell loads the remotes' server code before it takes visitors: the
// first pages were sent without their blocks while that code was still on its way (the render's time
// limit is short, and the breaker then left them to the browser for 10 s).
test("a shell just started sends its first page whole, every block rendered, before any render could load a remote's code", async ({ request }) => {
  const { backendStub } = sitePorts();
  // Renders that wait 1 ms for remote code: only code loaded before the first visitor can be in the page.
  // The limit holds for block loaders too: the blocks that read their data (calculators, map) are in the page
  // only when their data happened to come first, so the page is checked for the blocks that need only code.
  const shell = await startSecondShell(`http://localhost:${backendStub}`, 'startUp', { SSR_REMOTE_TIMEOUT_MS: '1' });
  try {
    const html = await (await request.get(`${shell.origin}/uk`)).text();
    const rendered = [...html.matchAll(/<div class="bank-block" data-block-type="([a-z_]+)"[^>]*><[a-z]/g)].map((match) => match[1]);
    expect(rendered).toEqual(expect.arrayContaining(['accordion', 'baner', 'basic', 'info_block_image', 'search_box', 'subscribe']));
  } finally {
    shell.stop();
  }
});
