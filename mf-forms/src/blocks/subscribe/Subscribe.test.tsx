import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockContext } from '@bank/shared-kit';
import { Subscribe, type SubscribeData } from './Subscribe';
import { createSubscribeModel } from '../../stores/subscribe-model';

const data: SubscribeData = { title: 'Новини банку на вашу пошту', subtitle: null };
const context: BlockContext = { language: 'en', audience: 'individuals', path: '/' } as unknown as BlockContext;

function setup(subscribe: (email: string) => Promise<{ status: string; text?: string }>) {
  const model = createSubscribeModel({ language: 'uk', subscribe });
  render(<Subscribe block={{ id: 's', type: 'subscribe', attributes: {} }} context={context} data={data} model={model} />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('newsletter subscribe', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("an empty email shows 'Please fill in this field.' and sends nothing", async () => {
    const subscribe = jest.fn();
    const user = setup(subscribe);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("a badly formed email shows 'Field is incorrect', and the message goes once it is fixed", async () => {
    const user = setup(jest.fn());
    await user.type(screen.getByLabelText('Your e-mail'), 'ivan@bank');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Field is incorrect')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your e-mail'), '.ua');
    expect(screen.queryByText('Field is incorrect')).not.toBeInTheDocument();
  });

  it('a good email is subscribed, the confirmation shows for 3000 ms, then the empty form returns', async () => {
    const subscribe = jest.fn(async () => ({ status: 'ok', text: 'Дякуємо!' }));
    const user = setup(subscribe);
    await user.type(screen.getByLabelText('Your e-mail'), 'ivan@bank.ua');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribe).toHaveBeenCalledWith('ivan@bank.ua');
    expect(await screen.findByRole('status')).toHaveTextContent('Дякуємо!');
    expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Дякуємо!');
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('');
  });

  it('a failed call shows the error and keeps the email for another try', async () => {
    const subscribe = jest.fn(async () => {
      throw new Error('503');
    });
    const user = setup(subscribe);
    await user.type(screen.getByLabelText('Your e-mail'), 'ivan@bank.ua');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The subscription failed. Please try again later.');
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('ivan@bank.ua');
  });

  it("posts to the site's newsletter route (never a GET with the address) when sent before its script runs", () => {
    setup(jest.fn());
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/en/newsletter');
  });

  it('too many attempts says when to try again, and keeps the address typed', async () => {
    const { ContentError } = await import('@bank/shared-kit');
    const user = setup(jest.fn(async () => Promise.reject(new ContentError('Too many attempts', 429, { retryAfterSeconds: 60 }))));
    await user.type(screen.getByLabelText('Your e-mail'), 'reader@bank.ua');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 1 min');
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('reader@bank.ua');
  });
});
