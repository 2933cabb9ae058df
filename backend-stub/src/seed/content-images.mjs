// Images of the seed content as inline SVG: the stand-in has no file server and the site must not
// depend on anything outside it.
export function svgImage(label, colour, width = 320, height = 200) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="Arial" font-size="22" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}
