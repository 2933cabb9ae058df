// The seed's pictures: flat illustrations composed here as SVG scenes (a gradient, soft shapes and one
// product motif), so the stand-in ships no image files and fetches none. The pipeline rasterises them.

/** Brand-like palettes: [background from, background to, motif, accent]. */
const PALETTES = {
  green: ['#e6f4ec', '#b9e2cb', '#0a6b3d', '#f2b705'],
  blue: ['#e7f0f8', '#b8d3ea', '#0b5a8f', '#f28c28'],
  amber: ['#fbf1e4', '#f1d2a8', '#6b3d0a', '#0a6b3d'],
  night: ['#1d3b2c', '#0a6b3d', '#f2b705', '#e6f4ec'],
};

// Each motif is drawn in a 400×300 box, centred and scaled into the scene.
const MOTIFS = {
  card: ([, , main, accent]) =>
    `<g transform="rotate(-8 200 150)"><rect x="60" y="60" width="280" height="176" rx="18" fill="${main}"/>` +
    `<rect x="88" y="104" width="46" height="36" rx="6" fill="${accent}"/><rect x="88" y="176" width="180" height="12" rx="6" fill="#fff" opacity=".8"/>` +
    `<circle cx="276" cy="200" r="20" fill="${accent}" opacity=".9"/><circle cx="300" cy="200" r="20" fill="#fff" opacity=".6"/></g>`,
  deposit: ([, , main, accent]) =>
    [0, 1, 2, 3]
      .map((i) => `<ellipse cx="150" cy="${230 - i * 26}" rx="70" ry="20" fill="${i % 2 ? accent : main}" stroke="#fff" stroke-width="4"/>`)
      .join('') +
    `<path d="M230 230 L290 170 L320 190 L370 110" fill="none" stroke="${main}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M340 104 L378 100 L372 138 Z" fill="${main}"/>`,
  credit: ([, , main, accent]) =>
    `<path d="M90 150 L190 70 L290 150 Z" fill="${main}"/><rect x="110" y="150" width="160" height="100" fill="${main}" opacity=".85"/>` +
    `<rect x="175" y="190" width="30" height="60" fill="#fff"/><circle cx="310" cy="200" r="46" fill="${accent}"/>` +
    `<path d="M290 222 L330 178" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="294" cy="184" r="8" fill="#fff"/><circle cx="326" cy="216" r="8" fill="#fff"/>`,
  business: ([, , main, accent]) =>
    `<rect x="70" y="110" width="180" height="130" rx="14" fill="${main}"/><rect x="125" y="86" width="70" height="30" rx="10" fill="none" stroke="${main}" stroke-width="10"/>` +
    `<rect x="70" y="160" width="180" height="10" fill="${accent}"/>` +
    [0, 1, 2]
      .map((i) => `<rect x="${275 + i * 34}" y="${190 - i * 40}" width="24" height="${50 + i * 40}" rx="4" fill="${i === 2 ? accent : main}"/>`)
      .join(''),
  phone: ([, , main, accent]) =>
    `<rect x="140" y="30" width="120" height="240" rx="20" fill="${main}"/><rect x="152" y="52" width="96" height="190" rx="8" fill="#fff"/>` +
    `<rect x="166" y="72" width="68" height="40" rx="6" fill="${accent}"/><rect x="166" y="126" width="68" height="10" rx="5" fill="${main}" opacity=".5"/>` +
    `<rect x="166" y="146" width="48" height="10" rx="5" fill="${main}" opacity=".5"/><circle cx="300" cy="110" r="26" fill="${accent}"/><circle cx="100" cy="200" r="18" fill="${main}" opacity=".5"/>`,
  terminal: ([, , main, accent]) =>
    `<rect x="130" y="40" width="140" height="220" rx="18" fill="${main}"/><rect x="148" y="60" width="104" height="64" rx="6" fill="#fff"/>` +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${152 + col * 34}" y="${142 + row * 34}" width="26" height="24" rx="5" fill="${row === 2 && col === 2 ? accent : '#fff'}" opacity=".9"/>`,
        ),
      )
      .join(''),
  portrait: ([, , main, accent]) =>
    `<circle cx="200" cy="120" r="58" fill="${main}"/><path d="M96 300 C100 210 300 210 304 300 Z" fill="${main}" opacity=".85"/>` +
    `<circle cx="290" cy="70" r="16" fill="${accent}"/>`,
  news: ([, , main, accent]) =>
    `<rect x="90" y="50" width="220" height="200" rx="12" fill="#fff" stroke="${main}" stroke-width="8"/><rect x="112" y="74" width="176" height="26" rx="4" fill="${main}"/>` +
    `<rect x="112" y="116" width="80" height="64" rx="4" fill="${accent}"/>` +
    [0, 1, 2, 3]
      .map((i) => `<rect x="${i < 2 ? 206 : 112}" y="${120 + i * 26}" width="${i < 2 ? 82 : 176}" height="10" rx="5" fill="${main}" opacity=".45"/>`)
      .join(''),
  idea: ([, , main, accent]) =>
    `<circle cx="200" cy="120" r="70" fill="${accent}"/><rect x="170" y="186" width="60" height="44" rx="8" fill="${main}"/>` +
    `<path d="M200 80 L200 150 M180 110 L200 150 L220 110" stroke="${main}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    [0, 1, 2, 3, 4].map((i) => `<rect x="196" y="20" width="8" height="22" rx="4" fill="${main}" transform="rotate(${-60 + i * 30} 200 120)"/>`).join(''),
  mark: ([, , main, accent]) =>
    `<rect x="110" y="60" width="180" height="180" rx="40" fill="${main}"/><circle cx="200" cy="150" r="52" fill="${accent}"/>` +
    `<rect x="176" y="126" width="48" height="48" rx="8" fill="#fff"/>`,
  car: ([, , main, accent]) =>
    `<path d="M70 200 L100 140 Q110 120 140 120 L260 120 Q290 120 300 140 L330 200 Z" fill="${main}"/><rect x="60" y="190" width="280" height="40" rx="14" fill="${main}"/>` +
    `<rect x="130" y="134" width="60" height="44" rx="6" fill="#fff" opacity=".85"/><rect x="204" y="134" width="70" height="44" rx="6" fill="#fff" opacity=".85"/>` +
    `<circle cx="120" cy="232" r="26" fill="#222"/><circle cx="280" cy="232" r="26" fill="#222"/><circle cx="330" cy="90" r="24" fill="${accent}"/>`,
  study: ([, , main, accent]) =>
    `<path d="M200 70 L340 130 L200 190 L60 130 Z" fill="${main}"/><path d="M120 160 L120 220 Q200 260 280 220 L280 160 L200 196 Z" fill="${main}" opacity=".8"/>` +
    `<path d="M320 138 L320 220" stroke="${accent}" stroke-width="8"/><circle cx="320" cy="226" r="12" fill="${accent}"/>`,
};

/**
 * One scene as SVG, `width`×`height`: a diagonal gradient, two soft circles for depth, the motif centred
 * at the height of the scene (its 400×300 box scaled to fit), a little to the right on wide banners.
 */
export function illustrationSvg({ motif, palette, width, height }) {
  const colours = PALETTES[palette];
  const draw = MOTIFS[motif];
  if (!colours || !draw) throw new Error(`Unknown illustration ${motif}/${palette}`);
  const [from, to] = colours;
  const scale = Math.min(width / 400, height / 300) * 0.9;
  const offsetX = (width - 400 * scale) / 2 + (width / height > 2 ? width * 0.18 : 0);
  const offsetY = (height - 300 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.85}" r="${height * 0.35}" fill="#fff" opacity=".25"/>` +
    `<circle cx="${width * 0.9}" cy="${height * 0.1}" r="${height * 0.28}" fill="#fff" opacity=".2"/>` +
    `<g transform="translate(${offsetX.toFixed(1)} ${offsetY.toFixed(1)}) scale(${scale.toFixed(4)})">${draw(colours)}</g></svg>`
  );
}
