import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CmsHtml } from './cms-html';

const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

const item = (className: string, title: string, text: string) => `<div class="${className}"><h3>${title}</h3><p>${text}</p></div>`;

const summaryOf = (title: string) => screen.getByText(title).closest('summary') as HTMLElement;
const isOpen = (title: string) => (summaryOf(title).parentElement as HTMLDetailsElement).open;

describe('CMS HTML with slide_toggle items', () => {
  it('makes each item a closed native disclosure, so it opens without script: the title, still a heading, is its summary', () => {
    render(<CmsHtml html={`<p>Вступ</p>${item('slide_toggle', 'Як отримати картку?', 'Замовте її в застосунку.')}`} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Як отримати картку?' });
    expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(isOpen('Як отримати картку?')).toBe(false);
    expect(summaryOf('Як отримати картку?').parentElement).toContainElement(screen.getByText('Замовте її в застосунку.'));
    expect(screen.getByText('Замовте її в застосунку.')).not.toBeVisible();
    expect(screen.getByText('Вступ')).toBeVisible();
  });

  it('opens and closes by mouse, scrolling the opened text into view', async () => {
    const user = userEvent.setup();
    render(<CmsHtml html={item('slide_toggle', 'Тарифи', 'Обслуговування 0 грн.')} />);
    await user.click(summaryOf('Тарифи'));
    expect(screen.getByText('Обслуговування 0 грн.')).toBeVisible();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    await user.click(summaryOf('Тарифи'));
    expect(screen.getByText('Обслуговування 0 грн.')).not.toBeVisible();
  });

  it('the no-scroll variant opens without moving the page', async () => {
    render(<CmsHtml html={item('slide_toggle slide_toggle_no_scroll', 'Комісії', 'Без комісії.')} />);
    await userEvent.click(summaryOf('Комісії'));
    expect(screen.getByText('Без комісії.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens each item on its own', async () => {
    render(
      <>
        <CmsHtml html={item('slide_toggle', 'Перше', 'Текст першого.') + item('slide_toggle', 'Друге', 'Текст другого.')} />
        <CmsHtml html={item('slide_toggle', 'Третє', 'Текст третього.')} />
      </>,
    );
    await userEvent.click(summaryOf('Третє'));
    expect(screen.getByText('Текст третього.')).toBeVisible();
    expect(screen.getByText('Текст першого.')).not.toBeVisible();
    expect(screen.getByText('Текст другого.')).not.toBeVisible();
  });

  it('is still sanitised: a script inside an item is dropped', () => {
    const { container } = render(
      <CmsHtml html={'<div class="slide_toggle"><h3>Заголовок</h3><script>window.ran = true</script><p onclick="x()">Текст</p></div>'} />,
    );
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(summaryOf('Заголовок')).toBeInTheDocument();
  });

  it('leaves an item with nothing to collapse as it is', () => {
    const { container } = render(<CmsHtml html={'<p class="slide_toggle">Лише рядок</p>'} />);
    expect(container.querySelector('details')).not.toBeInTheDocument();
    expect(screen.getByText('Лише рядок')).toBeVisible();
  });
});
