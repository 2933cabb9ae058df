// Puts every selector of a third-party stylesheet under one scope class, so that a library's global
// class names (Leaflet's .leaflet-*) style only what sits inside this remote's wrapper.
// Handles plain rules and @media/@supports blocks, which is all Leaflet's stylesheet has.

function scopeSelectors(selectors, scope) {
  return selectors
    .split(',')
    .map((selector) => `${scope} ${selector.trim()}`)
    .join(', ');
}

function scopeCss(css, scope) {
  let output = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open === -1) {
      output += css.slice(index);
      break;
    }
    const prelude = css.slice(index, open).trim();
    let depth = 1;
    let close = open + 1;
    while (close < css.length && depth > 0) {
      if (css[close] === '{') depth += 1;
      if (css[close] === '}') depth -= 1;
      close += 1;
    }
    const body = css.slice(open + 1, close - 1);
    if (/^@(media|supports)/.test(prelude)) output += `${prelude} {\n${scopeCss(body, scope)}}\n`;
    else if (prelude.startsWith('@')) output += `${prelude} {${body}}\n`;
    else output += `${scopeSelectors(prelude, scope)} {${body}}\n`;
    index = close;
  }
  return output;
}

module.exports = function scopeCssLoader(source) {
  const { scope } = this.getOptions();
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '');
  return scopeCss(withoutComments, scope);
};
module.exports.scopeCss = scopeCss;
