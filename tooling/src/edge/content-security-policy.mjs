/** Where the browser sends CSP violation reports (Reporting-Endpoints name `csp`, and report-uri for older browsers). */
export const CSP_REPORT_PATH = '/api/reports/csp';

/**
 * No inline script anywhere; scripts only from the shell's own origin and the remotes' origins that
 * the manifest names. Inline style elements only by the hashes of what the page server inlined (the
 * shell's and its blocks' stylesheets: the same text for every visitor, so a cached page keeps a
 * valid policy, which a per-response nonce would not); style attributes stay allowed (React style
 * props in the server's HTML, Leaflet), since an attribute can neither run code nor load more than
 * img-src allows. Images from the site, the remotes, data/blob URLs and the origins config.json names
 * (map tiles, the content system's files). The YouTube host of config.json may be framed, and reached
 * once to see whether it answers before a player is embedded (mf-content's video blocks). Third-party
 * services (human check, analytics, chat) are allowed only while config.json switches them on.
 * `origins`, `youtubeEmbedOrigin` and the lists may be nginx variables (${...}) for the nginx include.
 */
export function contentSecurityPolicy(remoteOrigins, youtubeEmbedOrigin, thirdParty = { scripts: [], frames: [], images: [] }, styleHashes = []) {
  const origins = [...new Set(remoteOrigins)].join(' ');
  const scripts = thirdParty.scripts.join(' ');
  const styles = ["'self'", origins, ...styleHashes.map((hash) => `'${hash}'`)].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins} ${scripts}`,
    `style-src ${styles}`,
    `style-src-elem ${styles}`,
    "style-src-attr 'unsafe-inline'",
    `connect-src 'self' ${origins} ${youtubeEmbedOrigin} ${scripts}`,
    `img-src 'self' data: blob: ${origins} ${thirdParty.images.join(' ')}`,
    `font-src 'self' ${origins}`,
    `frame-src ${[youtubeEmbedOrigin, ...thirdParty.frames].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}
