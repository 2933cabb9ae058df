import { createEffect, createEvent, createStore, sample } from 'effector';
import { SMS_CODE_DIGITS } from '@bank/shared-kit';
import type { StringKey } from '../../i18n/strings';
import type { SmsAnswer } from '../../api/sms-gateway';
import { afterSmsChecked, afterSmsSent } from './sms-steps';

export type SmsStatus = 'sending' | 'entering' | 'checking';

interface Options {
  phone: string;
  send: (phone: string) => Promise<SmsAnswer>;
  check: (phone: string, code: string, idOtp: string) => Promise<SmsAnswer>;
  onVerified: () => void;
  onBack: (message: StringKey | null, params?: Record<string, string | number>) => void;
}

/** One SMS check (forms spec 4.2): send, then up to three codes. */
export function createSmsModel({ phone, send, check, onVerified, onBack }: Options) {
  const opened = createEvent();
  const codeChanged = createEvent<string>();
  const codeSubmitted = createEvent();
  const wentBack = createEvent();

  const sendFx = createEffect(() => send(phone));
  const checkFx = createEffect(({ code, idOtp }: { code: string; idOtp: string }) => check(phone, code, idOtp));
  const verifiedFx = createEffect(onVerified);
  const backFx = createEffect((back: { message: StringKey; params?: Record<string, string | number> } | null) => onBack(back?.message ?? null, back?.params));

  const $idOtp = createStore('');
  const $code = createStore('').on(codeChanged, (_, code) => code);
  const $failures = createStore(0);
  const $wrongCode = createStore(false).on(codeChanged, () => false);
  const $status = createStore<SmsStatus>('sending')
    .on(sendFx, () => 'sending')
    .on(checkFx, () => 'checking');

  sample({ clock: opened, target: sendFx });
  const sent = sample({ clock: [sendFx.doneData.map((answer) => afterSmsSent(answer)), sendFx.failData.map((error) => afterSmsSent(null, error))] });
  sample({ clock: sent, filter: (s) => s.kind === 'enter-code', fn: (s) => (s.kind === 'enter-code' ? s.idOtp : ''), target: $idOtp });
  $status.on(sent, () => 'entering');
  sample({
    clock: sent,
    filter: (s) => s.kind === 'back-to-form',
    fn: (s) => (s.kind === 'back-to-form' ? { message: s.message, params: s.params } : null),
    target: backFx,
  });

  sample({
    clock: codeSubmitted,
    source: { code: $code, idOtp: $idOtp, status: $status },
    // A short code is not a try: only a whole code is checked and may count as one of the three.
    filter: ({ code, status }) => code.length === SMS_CODE_DIGITS && status === 'entering',
    fn: ({ code, idOtp }) => ({ code, idOtp }),
    target: checkFx,
  });
  const checked = sample({
    clock: [checkFx.doneData, checkFx.fail.map(() => null)],
    source: $failures,
    fn: (failures, answer: SmsAnswer | null) => afterSmsChecked(answer, failures),
  });
  $status.on(checked, () => 'entering');
  sample({ clock: checked, filter: (c) => c.kind === 'verified', target: verifiedFx });
  // Any other result clears the code for another try.
  $failures.on(checked, (failures, c) => (c.kind === 'retry' ? c.failures : failures));
  $code.on(checked, (code, c) => (c.kind === 'retry' ? '' : code));
  $wrongCode.on(checked, (wrong, c) => (c.kind === 'retry' ? true : wrong));
  sample({ clock: checked, filter: (c) => c.kind === 'back-to-form', fn: (c) => (c.kind === 'back-to-form' ? { message: c.message } : null), target: backFx });
  sample({ clock: wentBack, fn: () => null, target: backFx });

  return { opened, codeChanged, codeSubmitted, wentBack, $code, $status, $wrongCode };
}
