import { LRUCache } from 'lru-cache';

// A form's definition changes with a content release: a few minutes late is soon enough for the SMS check's key.
const DEFINITION_KEPT_MS = 5 * 60 * 1000;
const FORMS_KEPT = 200;
const SMS_CHECK_KEY = 'sms_verification';

const namesKey = (value, key) =>
  typeof value === 'object' && value !== null && (Object.hasOwn(value, key) || Object.values(value).some((child) => namesKey(child, key)));

/**
 * Whether a webform asks for the SMS check: its definition on the content host names the `sms_verification`
 * key (forms spec 3.1), which the browser reads and never sends back. Read with the credentials and kept a
 * few minutes per process; a definition that cannot be read refuses the send, never waives the check.
 */
export function createSmsCheckedForms(callContentHost) {
  const asked = new LRUCache({
    max: FORMS_KEPT,
    ttl: DEFINITION_KEPT_MS,
    fetchMethod: async (formPath) => {
      const answer = await callContentHost('GET', `${formPath}/elements`);
      if (answer.status === 404) return false;
      if (answer.status !== 200) throw new Error(`The definition ${formPath} could not be read (${answer.status})`);
      return namesKey(answer.body, SMS_CHECK_KEY);
    },
  });
  /** @returns {Promise<boolean>} */
  return async function asksSmsCheck(language, form) {
    return Boolean(await asked.fetch(`/${language}/webform_rest/${form}`));
  };
}
