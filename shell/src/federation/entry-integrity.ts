/**
 * A remote entry's script tag with the integrity its release recorded in remotes.json: a truncated or
 * altered remoteEntry.js is refused by the browser (a load error, which the block slot survives) instead
 * of throwing inside the page.
 */
export function withEntryIntegrity(script: HTMLScriptElement, integrity: string | undefined): HTMLScriptElement {
  if (!integrity) return script;
  script.setAttribute('integrity', integrity);
  // Integrity on another origin needs a CORS request (every remote answers Access-Control-Allow-Origin: *),
  // and the federation's tag and the early one must ask alike to share one response.
  script.setAttribute('crossorigin', 'anonymous');
  return script;
}
