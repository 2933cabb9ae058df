import { composeService, interpolate } from './compose-file.mjs';

describe("compose's variable interpolation", () => {
  const variables = { SET: 'value', EMPTY: '' };

  it.each([
    ['$SET and ${SET}', 'value and value'],
    ['${MISSING:-fallback} ${EMPTY:-fallback} ${EMPTY-kept}', 'fallback fallback '],
    ['${SET:+other} ${EMPTY:+other} ${EMPTY+other}', 'other  other'],
    ['${MISSING:-${SET}/deeper}', 'value/deeper'],
    ["$$host stays nginx's", "$host stays nginx's"],
  ])('%s', (text, expected) => {
    expect(interpolate(text, variables)).toBe(expected);
  });

  it("refuses to go on without a required variable, with compose's message", () => {
    expect(() => interpolate('${EMPTY:?set EMPTY}', variables)).toThrow('EMPTY: set EMPTY');
    expect(interpolate('${EMPTY?set EMPTY}', variables)).toBe('');
  });
});

describe('a service of docker-compose.yml', () => {
  const variables = {
    CONTENT_AUTH_USER: 'user',
    CONTENT_AUTH_PASSWORD: 'secret',
    HUMAN_CHECK_SECRET: 'check',
    VISITOR_PROOF_KEY: 'a-key-of-the-test-32-characters-long',
    COMPOSE_VOLUMES_DIR: '/volumes',
  };

  it("takes its anchors' keys and its variables: the shell's nginx", () => {
    const shell = composeService('shell', variables);
    expect(shell.image).toMatch(/^nginx:/);
    expect(shell.environment).toMatchObject({ CONTENT_AUTH_USER: 'user', SHELL_PORT: '80', SHELL_PAGES: 'shell-pages:3100' });
    expect(shell.volumes).toContainEqual({ source: '/volumes/shell/runtime', target: '/srv/runtime', readOnly: true, named: false });
  });

  it('runs the page server as several replicas', () => {
    const pages = composeService('shell-pages', variables);
    expect(pages.replicas).toBeGreaterThan(1);
    expect(pages.command).toEqual(['node', 'shell/server/server.mjs']);
    expect(pages.image).toMatch(/^node:20/);
  });
});
