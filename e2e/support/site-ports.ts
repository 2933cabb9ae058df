/** The ports of the composed site, moved together by SITE_PORT_OFFSET (see tooling/src/remotes.mjs). */
export function sitePorts() {
  const offset = Number(process.env.SITE_PORT_OFFSET ?? 0);
  return {
    shell: 3000 + offset,
    backendStub: 4000 + offset,
    remotes: {
      mf_forms: 3001 + offset,
      mf_calculators: 3002 + offset,
      mf_rates: 3003 + offset,
      mf_map: 3004 + offset,
      mf_content: 3005 + offset,
      mf_search: 3006 + offset,
    },
  };
}

export type RemoteName = keyof ReturnType<typeof sitePorts>['remotes'];
