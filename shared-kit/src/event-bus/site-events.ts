import { createEvent } from 'effector';
import type { SiteLanguage } from '../site/language';

// Cross-remote messages. shared-kit is a federation singleton, so every remote sees these same units.

export const languageChanged = createEvent<SiteLanguage>();

export interface CompareItem {
  id: string;
  title: string;
}
export const compareChanged = createEvent<CompareItem[]>();

export interface FormSubmitted {
  formId: string;
  sid?: string;
}
export const formSubmitted = createEvent<FormSubmitted>();

export interface BranchSelected {
  branchId: string;
  name: string;
  lat: number;
  lng: number;
}
export const branchSelected = createEvent<BranchSelected>();

export interface AnalyticsMessage {
  name: string;
  params?: Record<string, string | number | undefined>;
}
export const analyticsReported = createEvent<AnalyticsMessage>();

export interface RemoteFailure {
  remote: string;
  module: string;
  reason: string;
}
export const remoteFailed = createEvent<RemoteFailure>();
