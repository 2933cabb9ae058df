import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { CalculatorInputs, CalculatorResult, Question } from '../api/calculator-types';
import { everyValueReachesMin } from '../calculation/range-rules';

/** What the result panel shows. */
export type CalculationOutcome =
  | { status: 'result'; result: CalculatorResult }
  /** A FAILURE response: its message replaces the result (spec 4.4). */
  | { status: 'failure'; message: string }
  /** The call itself failed. */
  | { status: 'error' }
  /** A value is below its min: nothing to calculate until it is corrected. */
  | { status: 'invalid' };

export function outcomeOf(result: CalculatorResult): CalculationOutcome {
  if (result.response?.type === 'FAILURE') return { status: 'failure', message: result.response.message };
  return { status: 'result', result };
}

/** Quiet time after the last change before the calculation is asked for. */
const CALCULATION_DEBOUNCE_MS = 400;

interface CalculatorModelOptions {
  questions: Question[];
  inputs: CalculatorInputs;
  outcome: CalculationOutcome;
  calculate: (inputs: CalculatorInputs) => Promise<CalculatorResult>;
  debounceMs?: number;
}

interface Draft {
  inputs: CalculatorInputs;
  revision: number;
}

/**
 * One calculator on the page: what the visitor chose and the outcome shown. Every change gets a revision;
 * the calculation runs after a quiet time, and only the answer for the latest revision is shown
 * (a slow earlier answer never overwrites a later one). The previous outcome stays until then: no flicker.
 */
export function createCalculatorModel({ questions, inputs, outcome, calculate, debounceMs = CALCULATION_DEBOUNCE_MS }: CalculatorModelOptions) {
  const valueChanged = createEvent<{ key: string; value: number | null }>();
  const answerChosen = createEvent<number>();

  const $draft = createStore<Draft>({ inputs, revision: 0 })
    .on(valueChanged, ({ inputs: current, revision }, { key, value }) => ({
      revision: revision + 1,
      inputs: { ...current, values: { ...current.values, [key]: value ?? Number.NaN } },
    }))
    .on(answerChosen, ({ inputs: current, revision }, answerId) => ({ revision: revision + 1, inputs: { ...current, answerId } }));
  const $shown = createStore({ revision: 0, outcome });

  const quietTimeFx = createEffect((revision: number) => new Promise<number>((resolve) => setTimeout(() => resolve(revision), debounceMs)));
  const calculateFx = createEffect(async (draft: Draft) => ({ revision: draft.revision, result: await calculate(draft.inputs) }));

  const isCalculable = (draft: Draft) => everyValueReachesMin(questions, draft.inputs);

  sample({
    clock: $draft.updates,
    filter: (draft) => !isCalculable(draft),
    fn: (draft) => ({ revision: draft.revision, outcome: { status: 'invalid' } as CalculationOutcome }),
    target: $shown,
  });
  sample({ clock: $draft.updates, filter: isCalculable, fn: (draft) => draft.revision, target: quietTimeFx });
  sample({ clock: quietTimeFx.doneData, source: $draft, filter: (draft, revision) => draft.revision === revision, target: calculateFx });
  sample({
    clock: calculateFx.doneData,
    source: $draft,
    filter: (draft, done) => draft.revision === done.revision,
    fn: (_, done) => ({ revision: done.revision, outcome: outcomeOf(done.result) }),
    target: $shown,
  });
  sample({
    clock: calculateFx.fail,
    source: $draft,
    filter: (draft, { params }) => draft.revision === params.revision,
    fn: (draft) => ({ revision: draft.revision, outcome: { status: 'error' } as CalculationOutcome }),
    target: $shown,
  });
  calculateFx.fail.watch(({ error }) => console.error('calculator: calculation failed', error));

  // The last figures the bank gave: the application form keeps its form id and values while a value is corrected.
  const $lastResult = createStore<CalculatorResult | null>(outcome.status === 'result' ? outcome.result : null).on($shown.updates, (last, shown) =>
    shown.outcome.status === 'result' ? shown.outcome.result : last,
  );

  return {
    valueChanged,
    answerChosen,
    $inputs: $draft.map((draft) => draft.inputs),
    $outcome: $shown.map((shown) => shown.outcome),
    $lastResult,
    /** A newer change than the outcome shown is waiting for its answer. */
    $busy: combine($draft, $shown, (draft, shown) => draft.revision !== shown.revision),
  };
}
