/**
 * No inline script anywhere; scripts only from the shell's own origin and the remotes' origins
 * that the manifest names. Inline style attributes stay allowed (React style props, Leaflet).
 * The YouTube host of config.json may be framed, and reached once to see whether it answers
 * before a player is embedded (mf-content's video blocks).
 */
export function contentSecurityPolicy(remoteOrigins, youtubeEmbedOrigin) {
  const origins = [...new Set(remoteOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    `style-src 'self' 'unsafe-inline' ${origins}`,
    `connect-src 'self' ${origins} ${youtubeEmbedOrigin}`,
    `img-src 'self' data: blob: https: ${origins}`,
    `font-src 'self' ${origins}`,
    `frame-src ${youtubeEmbedOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
