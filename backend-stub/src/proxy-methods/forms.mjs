import { randomInt } from 'node:crypto';
import { localise } from '../languages.mjs';
import { TEXTS, emailTestCode, fill } from '../seed/forms-outcomes.mjs';

// Email confirmation of feedback and complaints (forms spec 4.3): the visitor types the code from the mail.
export default {
  // body: feedbackId, codeMessage
  async CheckMail({ body, language, store }) {
    const confirmed = String(body.codeMessage ?? '') === emailTestCode();
    await store.append('feedback', { feedbackId: body.feedbackId, confirmed, at: new Date().toISOString() });
    return { message: localise(confirmed ? TEXTS.emailConfirmed : TEXTS.emailWrongCode, language), confirmed };
  },

  // body: complaintId, confirmCode → message and, when the code is right, numberComplaint
  async ConfirmEmailComplaint({ body, language, store }) {
    if (String(body.confirmCode ?? '') !== emailTestCode()) return { message: '' };
    const complaints = await store.readAll('complaints');
    const numberComplaint = `СК-${new Date().getFullYear()}-${String(complaints.length + 1).padStart(6, '0')}`;
    await store.append('complaints', { complaintId: body.complaintId, numberComplaint, at: new Date().toISOString() });
    return { message: fill(localise(TEXTS.complaintAccepted, language), { number: numberComplaint }), numberComplaint };
  },

  // The deposit secret code (+1 % at a branch): issued and kept by the bank, shown on the form.
  async GetSecretCode({ store }) {
    const code = String(randomInt(100000, 1000000));
    await store.append('secret-codes', { code, at: new Date().toISOString() });
    return { code };
  },
};
