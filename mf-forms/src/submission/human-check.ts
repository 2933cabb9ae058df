import { runtimeConfig, type RuntimeConfig } from '@bank/shared-kit';

/** The human check could not run: the form is not sent and the visitor is told what to do. */
export class HumanCheckUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'HumanCheckUnavailable';
  }
}

interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const HUMAN_CHECK_SCRIPT_TIMEOUT_MS = 10_000;

let scriptLoad: Promise<void> | null = null;

function loadScriptOnce(url: string): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => reject(new Error('timed out')), HUMAN_CHECK_SCRIPT_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('script did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // The next send tries to load it again.
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * Shell spec 4 / forms spec 4.1: a token is obtained before every send. An empty `captcha.siteKey` in
 * config.json means the environment runs without a human check (local runs and the e2e stand-in): the
 * token is empty and the form is sent. With a key configured, a script that cannot load or run stops the send.
 */
export async function humanCheckToken(
  config: RuntimeConfig['captcha'] = runtimeConfig().captcha,
  loadScript: (url: string) => Promise<void> = loadScriptOnce,
): Promise<string> {
  if (!config.siteKey) return '';
  try {
    await loadScript(config.scriptUrl);
    const recaptcha = (window as unknown as { grecaptcha?: Recaptcha }).grecaptcha;
    if (!recaptcha) throw new Error(`${config.provider} is not on the page after its script loaded`);
    await new Promise<void>((resolve) => recaptcha.ready(resolve));
    return await recaptcha.execute(config.siteKey, { action: 'submit' });
  } catch (error) {
    console.warn('human check unavailable, the form is not sent', error);
    throw new HumanCheckUnavailable(error instanceof Error ? error.message : String(error));
  }
}
