import { runtimeConfig, siteContentClient, type AnalyticsMessage, type SiteLanguage } from '@bank/shared-kit';
import { postSubmission, patchSubmission } from '../api/webform-submission';
import { sendToBroker } from '../api/broker';
import { checkSmsCode, sendSmsCode, type SmsAnswer } from '../api/sms-gateway';
import { checkMail, confirmEmailComplaint } from '../api/email-confirmation';
import { confirmLead } from '../api/affiliate-postback';
import { readSecretCode } from '../api/secret-code';
import { submitWebform, type SubmissionOutcome, type SubmissionRequest } from './submit-webform';
import { reportToAnalytics } from './analytics-queue';
import { probeClientIp } from './client-ip-probe';
import { affiliateClick, affiliateFields, visitorAffiliateCookies } from './affiliate-fields';
import { humanCheckToken } from './human-check';
import { withFilesRead } from './file-values';
import type { EmailConfirmationCalls } from '../verification/email/email-confirmation-model';

/** Everything a webform calls outside itself; tests pass stand-ins. */
export interface WebformServices extends EmailConfirmationCalls {
  submit: (request: SubmissionRequest) => Promise<SubmissionOutcome>;
  sendToBroker: (orderId: string) => Promise<string>;
  sendSms: (phone: string) => Promise<SmsAnswer>;
  secretCode: () => Promise<string>;
  checkSms: (phone: string, code: string, idOtp: string) => Promise<SmsAnswer>;
  report: (message: AnalyticsMessage) => void;
}

/** The real calls, through the site's content client; nothing here runs before a visitor acts. */
export function siteWebformServices(language: SiteLanguage): WebformServices {
  const client = () => siteContentClient();
  const apiBase = () => runtimeConfig().contentApiBase;
  return {
    submit: (request) =>
      submitWebform(request, {
        report: reportToAnalytics,
        probeClientIp: () => probeClientIp(),
        affiliateFields: () => {
          const { cookies, header } = visitorAffiliateCookies();
          return affiliateFields(cookies, header);
        },
        humanCheckToken: () => humanCheckToken(),
        readFiles: withFilesRead,
        post: (payload, key) => postSubmission(client(), language, payload, key),
        patch: (formId, sid, values, key) => patchSubmission(client(), language, formId, sid, values, key),
        confirmLead: (orderId) => {
          const click = affiliateClick(visitorAffiliateCookies().cookies);
          if (click) confirmLead(client(), language, { ...click, orderId });
        },
      }),
    sendToBroker: (orderId) => sendToBroker(client(), language, orderId),
    sendSms: async (phone) => sendSmsCode(client(), apiBase(), phone, await humanCheckToken()),
    checkSms: (phone, code, idOtp) => checkSmsCode(client(), apiBase(), phone, code, idOtp),
    secretCode: () => readSecretCode(client(), language),
    checkMail: (feedbackId, code) => checkMail(client(), language, feedbackId, code),
    confirmComplaint: (complaintId, code) => confirmEmailComplaint(client(), language, complaintId, code),
    report: reportToAnalytics,
  };
}
