import { withLighthouse } from './lighthouse-runs.mjs';
const urls = process.argv.slice(2);
await withLighthouse(async (audit) => {
  for (const url of urls) {
    const lhr = await audit(url);
    console.log(url, 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue));
    for (const it of lhr.audits['long-tasks'].details.items) console.log('  ', Math.round(it.startTime), Math.round(it.duration), it.url);
    for (const it of lhr.audits['bootup-time'].details.items) console.log('  boot', it.url, Math.round(it.total), 'script', Math.round(it.scripting), 'parse', Math.round(it.scriptParseCompile));
    for (const it of lhr.audits['mainthread-work-breakdown'].details.items) console.log('  mt', it.group, Math.round(it.duration));
  }
});
