import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_DIR } from '../remotes.mjs';

const image = path.join(path.dirname(fileURLToPath(import.meta.url)), 'image');

/** The image's entrypoint run on deploy/nginx's shell files, with the templates and conf.d in a scratch folder. */
function renderShellTemplates(environment) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'entrypoint-'));
  const [entrypointDir, templates, output] = ['docker-entrypoint.d', 'templates', 'conf.d'].map((name) => path.join(scratch, name));
  for (const dir of [entrypointDir, templates, output]) mkdirSync(dir);
  copyFileSync(path.join(image, '20-envsubst-on-templates.sh'), path.join(entrypointDir, '20-envsubst-on-templates.sh'));
  copyFileSync(path.join(REPO_DIR, 'deploy/nginx/content-authorization.envsh'), path.join(entrypointDir, '15-content-authorization.envsh'));
  copyFileSync(path.join(REPO_DIR, 'deploy/nginx/shell-pages-upstream.envsh'), path.join(entrypointDir, '16-shell-pages-upstream.envsh'));
  copyFileSync(path.join(REPO_DIR, 'deploy/nginx/shell.conf.template'), path.join(templates, 'default.conf.template'));
  for (const name of ['api-locations.inc.template', 'api-limits.inc.template', 'security-headers.inc.template', 'content-host-headers.inc.template']) {
    copyFileSync(path.join(REPO_DIR, 'deploy/nginx', name), path.join(templates, name));
  }
  writeFileSync(path.join(entrypointDir, '17-not-executable.envsh'), 'export CONTENT_HOST=http://ignored\n', { mode: 0o644 });
  execFileSync(path.join(image, 'docker-entrypoint.sh'), [entrypointDir, 'true'], {
    env: { PATH: process.env.PATH, NGINX_ENVSUBST_TEMPLATE_DIR: templates, NGINX_ENVSUBST_OUTPUT_DIR: output, ...environment },
    stdio: 'pipe',
  });
  return ['default.conf', 'api-locations.inc', 'api-limits.inc', 'security-headers.inc', 'content-host-headers.inc']
    .map((name) => readFileSync(path.join(output, name), 'utf8'))
    .join('\n');
}

describe("the nginx image's entrypoint, on the shell's templates", () => {
  const environment = {
    CONTENT_AUTH_USER: 'site',
    CONTENT_AUTH_PASSWORD: 'secret',
    CONTENT_HOST: 'http://content:4000',
    SHELL_PORT: '80',
    SHELL_PAGES: 'a:3100 b:3100',
    // What docker-compose.yml passes for the security headers.
    REMOTE_ORIGINS: 'http://localhost:3001',
    YOUTUBE_EMBED_ORIGIN: 'https://www.youtube-nocookie.com',
    THIRD_PARTY_SCRIPT_ORIGINS: '',
    THIRD_PARTY_FRAME_ORIGINS: '',
    IMAGE_ORIGINS: '',
    HSTS_MAX_AGE: '31536000',
  };

  it("fills the variables the environment and the envsh scripts define, and leaves nginx's own", () => {
    const conf = renderShellTemplates(environment);
    expect(conf).toContain(`proxy_set_header Authorization "Basic ${Buffer.from('site:secret').toString('base64')}";`);
    expect(conf).toContain('proxy_pass http://content:4000;');
    expect(conf).toContain('server a:3100; server b:3100;');
    expect(conf).toContain('listen 80;');
    expect(conf).toContain('proxy_cache_key $scheme$host$request_uri$page_encoding;');
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('stops when the content credentials are missing: no page is served without them', () => {
    expect(() => renderShellTemplates({ ...environment, CONTENT_AUTH_PASSWORD: '' })).toThrow(/CONTENT_AUTH_PASSWORD is required/);
  });
});
