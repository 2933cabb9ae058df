import type { CalculatorInputs, CalculatorResult, Question } from '../api/calculator-types';
import { createCalculatorModel, outcomeOf } from './calculator-model';

const summa: Question = {
  id: 1,
  key: 'summa',
  text: 'Сума',
  type: 'range',
  controlType: 2,
  unit: 'UAH',
  min: 3_000,
  max: 300_000,
  step: 1_000,
  default: 50_000,
  order: 1,
};
const inputs: CalculatorInputs = { values: { summa: 50_000 }, answerId: null };
const success = (platijMonth: number): CalculatorResult => ({ platijMonth, response: { type: 'SUCCESS', message: '' } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function model(calculate: (inputs: CalculatorInputs) => Promise<CalculatorResult>) {
  return createCalculatorModel({ questions: [summa], inputs, outcome: outcomeOf(success(1)), calculate, debounceMs: 0 });
}

describe('calculator model', () => {
  it('refreshes the result when a value changes', async () => {
    const calculate = jest.fn(async () => success(2));
    const calculator = model(calculate);
    calculator.valueChanged({ key: 'summa', value: 60_000 });
    expect(calculator.$busy.getState()).toBe(true);
    await tick();
    expect(calculate).toHaveBeenCalledWith({ values: { summa: 60_000 }, answerId: null });
    expect(calculator.$outcome.getState()).toEqual({ status: 'result', result: success(2) });
    expect(calculator.$busy.getState()).toBe(false);
  });

  it('asks once for a burst of changes (debounced)', async () => {
    const calculate = jest.fn(async () => success(2));
    const calculator = model(calculate);
    calculator.valueChanged({ key: 'summa', value: 60_000 });
    calculator.valueChanged({ key: 'summa', value: 70_000 });
    calculator.valueChanged({ key: 'summa', value: 80_000 });
    await tick();
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(calculate).toHaveBeenCalledWith({ values: { summa: 80_000 }, answerId: null });
  });

  it('shows the last answer even when an earlier one arrives later', async () => {
    const first = deferred<CalculatorResult>();
    const second = deferred<CalculatorResult>();
    const calculate = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const calculator = model(calculate);
    calculator.valueChanged({ key: 'summa', value: 60_000 });
    await tick();
    calculator.valueChanged({ key: 'summa', value: 70_000 });
    await tick();
    second.resolve(success(70));
    await tick();
    first.resolve(success(60));
    await tick();
    expect(calculator.$outcome.getState()).toEqual({ status: 'result', result: success(70) });
  });

  it('shows a FAILURE message in place of the result', async () => {
    const calculator = model(async () => ({ response: { type: 'FAILURE', message: 'Сума понад 200 000 грн доступна на строк від 12 місяців' } }));
    calculator.valueChanged({ key: 'summa', value: 250_000 });
    await tick();
    expect(calculator.$outcome.getState()).toEqual({ status: 'failure', message: 'Сума понад 200 000 грн доступна на строк від 12 місяців' });
  });

  it('does not calculate while a value is below its min', async () => {
    const calculate = jest.fn(async () => success(2));
    const calculator = model(calculate);
    calculator.valueChanged({ key: 'summa', value: 200 });
    await tick();
    expect(calculate).not.toHaveBeenCalled();
    expect(calculator.$outcome.getState()).toEqual({ status: 'invalid' });
    expect(calculator.$busy.getState()).toBe(false);
    expect(calculator.$lastResult.getState()).toEqual(success(1));
  });

  it('reports a failed call as an error outcome', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calculator = model(async () => Promise.reject(new Error('offline')));
    calculator.valueChanged({ key: 'summa', value: 60_000 });
    await tick();
    expect(calculator.$outcome.getState()).toEqual({ status: 'error' });
  });
});
