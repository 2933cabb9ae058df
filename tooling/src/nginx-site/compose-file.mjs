import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_DIR } from '../remotes.mjs';

export const COMPOSE_FILE = path.join(REPO_DIR, 'docker-compose.yml');

/**
 * Compose's variable interpolation: `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?error}`, `${VAR?error}`, `${VAR:+replacement}`, `${VAR+replacement}` (defaults may hold more).
 */
export function interpolate(text, variables) {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const dollar = text.indexOf('$', index);
    if (dollar === -1) return result + text.slice(index);
    result += text.slice(index, dollar);
    const next = text[dollar + 1];
    if (next === '$') {
      result += '$';
      index = dollar + 2;
    } else if (next === '{') {
      const end = closingBrace(text, dollar + 2);
      result += expand(text.slice(dollar + 2, end), variables);
      index = end + 1;
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(dollar + 1))?.[0];
      if (!name) throw new Error(`docker-compose.yml: a lone "$" in "${text}" (write $$)`);
      result += variables[name] ?? '';
      index = dollar + 1 + name.length;
    }
  }
  return result;
}

function closingBrace(text, from) {
  let depth = 1;
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}' && (depth -= 1) === 0) return index;
  }
  throw new Error(`docker-compose.yml: unclosed "\${" in "${text}"`);
}

function expand(expression, variables) {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(:?[-?+])?([\s\S]*)$/.exec(expression);
  if (!match || (!match[2] && match[3])) throw new Error(`docker-compose.yml: cannot read "\${${expression}}"`);
  const [, name, operator = '', argument] = match;
  const value = variables[name];
  const unset = value === undefined;
  const unsetOrEmpty = unset || value === '';
  switch (operator) {
    case '':
      return value ?? '';
    case ':-':
      return unsetOrEmpty ? interpolate(argument, variables) : value;
    case '-':
      return unset ? interpolate(argument, variables) : value;
    case ':?':
    case '?':
      if (operator === ':?' ? unsetOrEmpty : unset) throw new Error(`docker-compose.yml: ${name}: ${interpolate(argument, variables) || 'required'}`);
      return value;
    case ':+':
      return unsetOrEmpty ? '' : interpolate(argument, variables);
    default:
      return unset ? '' : interpolate(argument, variables);
  }
}

/** A bind mount in compose's short syntax (`source:target[:ro]`), the source resolved beside the compose file. */
function bindMount(spec, variables) {
  const [source, target, mode] = interpolate(spec, variables).split(':');
  if (!target) throw new Error(`docker-compose.yml: "${spec}" is not a bind mount`);
  const isPath = source.startsWith('.') || source.startsWith('/');
  return { source: isPath ? path.resolve(path.dirname(COMPOSE_FILE), source) : source, target, readOnly: mode === 'ro', named: !isPath };
}

/**
 * One service of docker-compose.yml as compose would run it: anchors and merge keys applied, its environment
 * and bind mounts interpolated with `variables` (compose reads them from the shell and `.env`).
 */
export function composeService(name, variables, file = COMPOSE_FILE) {
  const compose = parse(readFileSync(file, 'utf8'), { merge: true });
  const service = compose.services?.[name];
  if (!service) throw new Error(`docker-compose.yml has no service "${name}"`);
  const environment = Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value ?? ''), variables)]));
  return {
    image: service.image,
    command: service.command,
    environment,
    volumes: (service.volumes ?? []).map((spec) => bindMount(spec, variables)),
    replicas: service.deploy?.replicas ?? 1,
  };
}
