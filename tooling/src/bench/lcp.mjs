/** Largest Contentful Paint in Chromium with the CPU slowed 4x (a mid-range phone), median of runs. */
export async function measureLcp(browser, url, runs = 3) {
  const values = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    values.push(await page.evaluate(() => window.__lcp));
    await context.close();
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}
