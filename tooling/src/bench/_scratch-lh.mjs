import { withLighthouse } from './lighthouse-runs.mjs';
const urls = process.argv.slice(2);
await withLighthouse(async (audit) => {
  for (const url of urls) for (let i=0;i<3;i++) {
    const lhr = await audit(url);
    const a = (id) => Math.round(lhr.audits[id].numericValue);
    const s = (id) => lhr.audits[id].score;
    console.log(url, 'perf', Math.round(lhr.categories.performance.score*100), 'FCP', a('first-contentful-paint'), s('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), s('largest-contentful-paint'), 'TBT', a('total-blocking-time'), s('total-blocking-time'), 'SI', a('speed-index'), s('speed-index'));
  }
});
