/**
 * No inline script anywhere; scripts only from the shell's own origin and the remotes' origins
 * that the manifest names. Inline style attributes stay allowed (React style props, Leaflet).
 * The YouTube host of config.json may be framed, and reached once to see whether it answers
 * before a player is embedded (mf-content's video blocks). Third-party services (human check,
 * analytics, chat) are allowed only while config.json switches them on.
 */
export function contentSecurityPolicy(remoteOrigins, youtubeEmbedOrigin, thirdParty = { scripts: [], frames: [] }) {
  const origins = [...new Set(remoteOrigins)].join(' ');
  const scripts = thirdParty.scripts.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins} ${scripts}`,
    `style-src 'self' 'unsafe-inline' ${origins}`,
    `connect-src 'self' ${origins} ${youtubeEmbedOrigin} ${scripts}`,
    `img-src 'self' data: blob: https: ${origins}`,
    `font-src 'self' ${origins}`,
    `frame-src ${[youtubeEmbedOrigin, ...thirdParty.frames].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
