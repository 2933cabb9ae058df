import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchSelected, registerBlockHost, registerSiteContentClient, type BlockHostProps, type ContentClient } from '@bank/shared-kit';
import { outcomeOf } from '../../stores/calculator-model';
import { CalculatorMap, type CalculatorMapData } from './CalculatorMap';

const data: CalculatorMapData = {
  calculator: {
    type: 'IndCreditCalc',
    title: 'Кредит із видачею у відділенні',
    context: {
      agreeId: '1201',
      productId: '12',
      analyticsName: 'credit_branch',
      formId: null,
      formCreditId: null,
      productName: null,
      answerDetail: null,
      listDetail: null,
    },
    questions: [],
    answers: [],
    inputs: { values: {}, answerId: null },
    outcome: outcomeOf({ formId: 'credit_cash', platijMonth: 3056.69, rate: 39.9, response: { type: 'SUCCESS', message: '' } }),
  },
  branches: [
    { branchId: '101', city: 'Київ', cityKey: 'kyiv', name: 'Відділення № 1 «Хрещатик»', address: 'вул. Хрещатик, 22', lat: 50.4474, lng: 30.5219 },
    { branchId: '201', city: 'Львів', cityKey: 'lviv', name: 'Відділення «Площа Ринок»', address: 'пл. Ринок, 15', lat: 49.8419, lng: 24.0315 },
  ],
};

const hosted: BlockHostProps[] = [];
registerBlockHost((props: BlockHostProps) => {
  hosted.push(props);
  return null;
});
registerSiteContentClient({ get: jest.fn(), post: jest.fn(), patch: jest.fn(), getAbsolute: jest.fn() } as unknown as ContentClient);

describe('map calculator', () => {
  it("mounts mf-map's map, embedded, beside the branch choice", () => {
    render(
      <CalculatorMap
        block={{ id: 'map-calculator', type: 'calculator_map', attributes: {} }}
        context={{ language: 'uk', audience: 'individuals', path: '/uk' }}
        data={data}
      />,
    );
    expect(hosted.map((props) => props.block)).toContainEqual({ id: 'map-calculator-map', type: 'map', attributes: { embedded: true } });
  });

  it('a chosen branch goes to the map over the event bus and pre-fills the form city', async () => {
    const selected = jest.fn();
    const subscription = branchSelected.watch(selected);
    render(
      <CalculatorMap
        block={{ id: 'map-calculator', type: 'calculator_map', attributes: {} }}
        context={{ language: 'uk', audience: 'individuals', path: '/uk' }}
        data={data}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Відділення' }), 'Відділення «Площа Ринок»');
    expect(selected).toHaveBeenCalledWith({ branchId: '201', name: 'Відділення «Площа Ринок»', lat: 49.8419, lng: 24.0315 });
    expect(screen.getByText('Обране відділення: Відділення «Площа Ринок», пл. Ринок, 15')).toBeInTheDocument();
    // The form's code is fetched once the visitor turns to the calculator, so it mounts a moment later.
    await waitFor(() =>
      expect(hosted.filter((props) => props.block.type === 'forms').at(-1)?.block.attributes).toMatchObject({
        field_form_id: 'credit_cash',
        prefill: { city: 'lviv' },
        calculator: { analyticsName: 'credit_branch' },
      }),
    );
    subscription.unsubscribe();
  });
});
