import { readFileSync } from 'node:fs';
import path from 'node:path';
import { partnerGridSize, type PartnerGridSize } from '../list-rules';

// The grid's class is `styles[partnerGridSize(count)]`: a size without its class in the CSS module gave the
// grid the class "undefined" (10 partners or fewer). Tests read CSS modules through a stub, so read the file.
const css = readFileSync(path.join(__dirname, 'partners.module.css'), 'utf8');
const classes = new Set([...css.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]));

describe('the partners grid', () => {
  it.each([5, 15, 25])('has a class for its size with %i partners', (count) => {
    const size: PartnerGridSize = partnerGridSize(count);
    expect(classes).toContain(size);
  });
});
