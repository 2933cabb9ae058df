import { withLighthouse } from './lighthouse-runs.mjs';

// node tooling/src/bench/lighthouse-page.mjs <url>...: one Lighthouse run of each page (mobile, as in
// `npm run bench`), its scores, and what costs points: each failing accessibility, best-practices and SEO
// audit with the elements it names, and the elements behind the layout shifts.
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node tooling/src/bench/lighthouse-page.mjs <url>... (encode non-ASCII paths, e.g. with encodeURI)');
  process.exit(2);
}

const CHECKED = ['accessibility', 'best-practices', 'seo'];
const elementOf = (item) =>
  item.node?.selector ?? ([item.description, item.url ?? item.sourceLocation?.url].filter(Boolean).join(' — ') || JSON.stringify(item).slice(0, 160));

function printReport(lhr) {
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  const cls = lhr.audits['cumulative-layout-shift'].numericValue;
  console.log(`\n${lhr.finalDisplayedUrl}`);
  console.log(
    `  performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}, CLS ${cls.toFixed(3)}`,
  );
  for (const category of CHECKED) {
    for (const { id, weight } of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[id];
      if (weight === 0 || audit.score === null || audit.score === 1) continue;
      console.log(`  ${category} · ${id}: ${audit.title}`);
      for (const item of audit.details?.items ?? []) console.log(`      ${elementOf(item)}`);
    }
  }
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    console.log(`  layout shift ${item.score.toFixed(4)}: ${elementOf(item)}`);
  }
}

await withLighthouse(async (audit) => {
  for (const url of urls) printReport((await audit(url)).lhr);
});
