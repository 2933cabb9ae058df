import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useUnit } from 'effector-react';
import { formSubmitted, ModalDialog, type BlockContext, type WebformElement } from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import { formFeatures, LIMIT_CHOICE_KEY, SECRET_CODE_KEY } from '../../form-rules/form-features';
import { answerElements, formSteps, submitLabel } from '../../form-rules/form-steps';
import { initialValues, type FormValues } from '../../form-rules/initial-values';
import { declinesCreditLimit, oneStepCreditFormId } from '../../form-rules/limit-choice';
import { stepResolver, stepSchema } from '../../form-rules/webform-schema';
import { fieldRule } from '../../form-rules/field-rule';
import { approvalProbability, PROGRESS_WEIGHTS } from '../../form-rules/approval-progress';
import { createWebformModel, type SendRequest } from '../../stores/webform-model';
import { clearSavedAnswers, readSavedAnswers, saveAnswers } from '../../stores/saved-answers';
import { siteWebformServices, type WebformServices } from '../../submission/site-services';
import { openSmsVerification } from '../../verification/sms/sms-steps';
import { SmsVerification } from '../../verification/sms/SmsVerification';
import { EmailConfirmation } from '../../verification/email/EmailConfirmation';
import { FieldSettingsContext } from './fields/field-context';
import { WebformFields } from './fields/WebformFields';
import { StepHeaders } from './StepHeaders';
import { ApprovalProgress } from './ApprovalProgress';
import { SecretCode } from './SecretCode';
import { ProcessingNotice } from './ProcessingNotice';
import type { FormsAttributes, WebformData } from './webform-data';
import styles from './webform.module.css';

interface Props {
  data: WebformData;
  attributes: FormsAttributes;
  context: BlockContext;
  services?: WebformServices;
  /** Where focus goes when the form is back after a result or a popup (its heading); the send button without one. */
  heading?: RefObject<HTMLElement | null>;
}

const pick = (values: FormValues, elements: WebformElement[]) =>
  Object.fromEntries(answerElements(elements).map((element) => [element.key, values[element.key]]));

/** One webform: its steps, checks, verification, send and result. */
export function WebformFlow({ data, attributes, context, services: given, heading }: Props) {
  const t = translator(context.language);
  const idPrefix = useId();
  const { formId, display } = data;
  const steps = useMemo(() => formSteps(data.elements), [data.elements]);
  const features = useMemo(() => formFeatures(data.elements), [data.elements]);
  const oneStep = data.oneStepCredit;
  const [services] = useState(() => given ?? siteWebformServices(context.language));
  const [model] = useState(() =>
    createWebformModel({
      formId,
      stepCount: steps.length,
      oneStepFormId: oneStepCreditFormId(display),
      display,
      stepOfField: (key) => steps.findIndex((candidate) => answerElements(candidate.elements).some((element) => element.key === key)),
      submit: services.submit,
      sendToBroker: services.sendToBroker,
      onSubmitted: (submitted) => {
        clearSavedAnswers(formId);
        formSubmitted(submitted);
      },
    }),
  );
  const [step, sid, sendKey, emptied, status, notice, fieldErrors, resultText, brokerDone, brokerPending, confirmation, resultDialogOpen, dialogText] = useUnit(
    [
      model.$step,
      model.$sid,
      model.$sendKey,
      model.$emptied,
      model.$status,
      model.$notice,
      model.$fieldErrors,
      model.$resultText,
      model.$brokerDone,
      model.brokerPending,
      model.$confirmation,
      model.$resultDialogOpen,
      model.$dialogText,
    ],
  );

  const everyElement = useMemo(() => [...data.elements, ...(oneStep ?? [])], [data.elements, oneStep]);
  const initial = useMemo(() => initialValues(everyElement, attributes.prefill), [everyElement, attributes.prefill]);
  const schema = useRef(stepSchema(steps[0]?.elements ?? [], formId, t));
  const form = useForm<FormValues>({ defaultValues: initial, resolver: stepResolver(() => schema.current) });
  const values = form.watch();
  const limitDeclined = features.limitChoice && declinesCreditLimit(values[LIMIT_CHOICE_KEY]);
  const stepElements = useMemo(() => (step === 1 && limitDeclined && oneStep ? oneStep : (steps[step]?.elements ?? [])), [step, limitDeclined, oneStep, steps]);
  schema.current = useMemo(() => stepSchema(stepElements, formId, t), [stepElements, formId, t]);
  const pendingSend = useRef<(SendRequest & { limitDeclined: boolean }) | null>(null);
  const [smsPhone, setSmsPhone] = useState('');

  // One way: react-hook-form holds what is typed; the model gets it on a step or a send, and this component
  // writes both to the device. Nothing flows back from the model into the fields but its own decisions: the
  // form emptied after a send, and the server's messages under their fields.

  // What was typed before a reload or a failed send comes back (kept on the device until sent), before the
  // form turns live. A field typed into the server's HTML before this script ran has told the form already (its
  // own effect ran first): what the visitor typed just now wins over what was kept from before.
  useEffect(() => {
    const saved = readSavedAnswers(formId);
    if (!saved) return;
    const typedBeforeLive = Object.fromEntries(Object.entries(form.getValues()).filter(([key]) => form.getFieldState(key).isDirty));
    form.reset({ ...initial, ...saved.values, ...typedBeforeLive });
    model.restored({ step: saved.step, sid: saved.sid, sendKey: saved.sendKey });
    // Once per mounted form: the initial values are those of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The model empties the form after a send: the secret code on screen stays the one the bank stored with it,
  // since that is the code the visitor shows at the branch (a fresh one here would not be theirs).
  useEffect(() => {
    if (emptied > 0) form.reset({ ...initial, [SECRET_CODE_KEY]: form.getValues(SECRET_CODE_KEY) });
    // Only when the model empties the form, with the initial values of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emptied]);
  // Kept on the device: each keystroke, and the answers with the step and send they belong to whenever those
  // change while editing (after a send they are cleared, and an emptied form is not worth keeping).
  useEffect(() => {
    const watching = form.watch((typed) => saveAnswers(formId, typed as FormValues, step, sid, sendKey));
    if (status === 'editing') saveAnswers(formId, form.getValues(), step, sid, sendKey);
    return () => watching.unsubscribe();
  }, [formId, form, step, sid, sendKey, status]);

  // The secret code comes from the bank, once per filled-in form; without it the form shows none.
  useEffect(() => {
    if (!features.secretCode || form.getValues(SECRET_CODE_KEY)) return;
    let current = true;
    services
      .secretCode()
      .then((code) => {
        if (current && code) form.setValue(SECRET_CODE_KEY, code);
      })
      .catch((error: unknown) => console.warn('the secret code could not be read', error));
    return () => {
      current = false;
    };
  }, [features.secretCode, form, services, status]);

  // A closed popup or a Return takes away the focused control: focus goes to the form's heading (or its send
  // button), never to <body>, once the form is on screen again.
  const refocus = useRef(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const watching = [model.returnRequested, model.resultClosed, model.verificationAbandoned].map((event) =>
      event.watch(() => {
        refocus.current = true;
      }),
    );
    return () => watching.forEach((watch) => watch.unsubscribe());
  }, [model]);
  useEffect(() => {
    if (!refocus.current || status !== 'editing' || resultDialogOpen) return;
    refocus.current = false;
    (heading?.current ?? sendButton.current)?.focus();
  });

  // Sending needs the human check, which needs this script: until it runs, the form says so and cannot be sent.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // The server's messages go under their fields (HTML allowed, sanitised when shown); the model has moved the
  // form to the step of the first one.
  useEffect(() => {
    for (const [key, message] of Object.entries(fieldErrors)) form.setError(key, { type: 'server', message });
  }, [fieldErrors, form]);

  const lastStep = step === steps.length - 1;
  const sendKeys = steps.length === 1 ? data.elements : [...(steps[0]?.elements ?? []), ...stepElements];

  const onValid = (valid: FormValues) => {
    if (!lastStep && sid) {
      model.stepChosen(step + 1);
      return;
    }
    const request: SendRequest & { limitDeclined: boolean } = {
      values: pick(valid, sendKeys),
      stepValues: pick(valid, stepElements),
      calculator: attributes.calculator ?? null,
      currentUrl: window.location.href,
      limitDeclined,
    };
    const firstSend = steps.length === 1 || !sid;
    if (firstSend && features.smsVerification) {
      const opening = openSmsVerification(valid);
      if (opening.kind === 'back-to-form') {
        form.setError('phone', { type: 'validation', message: t(opening.message) });
        return;
      }
      if (opening.kind === 'send') {
        pendingSend.current = request;
        setSmsPhone(opening.phone);
        services.report({ name: 'form_intent', params: { formId } });
        model.verificationNeeded();
        return;
      }
    }
    model.sendRequested(request);
  };
  const submit = form.handleSubmit(onValid);

  const chooseStep = (index: number) => {
    if (index === step) return;
    form.clearErrors();
    if (index > step && !sid) void submit();
    else model.stepChosen(index);
  };

  const smsEnded = (message: StringKey | null, verified: boolean, params?: Record<string, string | number>) => {
    if (verified && pendingSend.current) {
      model.sendRequested(pendingSend.current);
      return;
    }
    if (message === 'phoneRequired' || message === 'phoneIncorrect') {
      model.verificationAbandoned(null);
      form.setError('phone', { type: 'validation', message: t(message) });
    } else {
      model.verificationAbandoned(message ? { message, params } : null);
    }
  };

  const answered = Object.keys(PROGRESS_WEIGHTS).filter((key) => {
    const element = answerElements(everyElement).find((candidate) => candidate.key === key);
    const value = values[key];
    return element && typeof value === 'string' && value !== '' && fieldRule({ ...element, required: true }, formId)?.(value) === null;
  });

  if (status === 'processing') {
    return <ProcessingNotice text={resultText} brokerDone={brokerDone} brokerPending={brokerPending} t={t} onBroker={() => model.brokerRequested()} />;
  }
  if (status === 'confirming-email' && confirmation) {
    return <EmailConfirmation pending={confirmation} text={resultText} t={t} calls={services} onConfirmed={(message) => model.emailConfirmed(message)} />;
  }
  if (status === 'result' && !resultDialogOpen) {
    return (
      <div className={styles.result}>
        <p role="status">{resultText}</p>
        <button type="button" className={`bank-primary-button ${styles.submit}`} onClick={() => model.returnRequested()}>
          {t('returnToForm')}
        </button>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <FieldSettingsContext.Provider value={{ idPrefix, t }}>
      <FormProvider {...form}>
        <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={sending || undefined}>
          {steps.length > 1 && <StepHeaders steps={steps} current={step} t={t} onChoose={chooseStep} />}
          {features.progressBar && <ApprovalProgress percent={approvalProbability(answered)} t={t} />}
          {features.secretCode && <SecretCode code={String(values[SECRET_CODE_KEY] ?? '')} t={t} />}
          <WebformFields key={`${step}-${limitDeclined}`} elements={stepElements} />
          {notice && (
            <p role="alert" className={styles.notice}>
              {t(notice.message, notice.params)}
            </p>
          )}
          {sending && (
            <p role="status" className={styles.loader}>
              {t('requestProcessing')}
            </p>
          )}
          <button ref={sendButton} type="submit" className={`bank-primary-button ${styles.submit}`} disabled={sending || !live}>
            {lastStep ? (submitLabel(stepElements) ?? t('sendForm')) : t('nextStep')}
          </button>
          {!live && <p className={styles.hint}>{t('formNeedsScript')}</p>}
          <p className={styles.hint}>{t('savedAnswersNotice')}</p>
        </form>
      </FormProvider>
      {status === 'verifying' && smsPhone && (
        <SmsVerification
          phone={smsPhone}
          language={context.language}
          t={t}
          send={services.sendSms}
          check={services.checkSms}
          onVerified={() => smsEnded(null, true)}
          onBack={(message, params) => smsEnded(message, false, params)}
        />
      )}
      <ModalDialog open={resultDialogOpen} title={data.title ?? t('resultTitle')} language={context.language} onClose={() => model.resultClosed()}>
        <p role="status">{dialogText}</p>
      </ModalDialog>
    </FieldSettingsContext.Provider>
  );
}
