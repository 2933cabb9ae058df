import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CmsHtml } from './cms-html';

const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

const item = (className: string, title: string, text: string) => `<div class="${className}"><h3>${title}</h3><p>${text}</p></div>`;

describe('CMS HTML with slide_toggle items', () => {
  it('makes each item a collapsed toggle: a button in its title, controlling the hidden rest', () => {
    render(<CmsHtml html={`<p>Вступ</p>${item('slide_toggle', 'Як отримати картку?', 'Замовте її в застосунку.')}`} />);
    const toggle = screen.getByRole('button', { name: 'Як отримати картку?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'Як отримати картку?' })).toContainElement(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Замовте її в застосунку.');
    expect(screen.getByText('Замовте її в застосунку.')).not.toBeVisible();
    expect(screen.getByText('Вступ')).toBeVisible();
  });

  it('opens and closes by mouse, scrolling the opened text into view', async () => {
    const user = userEvent.setup();
    render(<CmsHtml html={item('slide_toggle', 'Тарифи', 'Обслуговування 0 грн.')} />);
    const toggle = screen.getByRole('button', { name: 'Тарифи' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Обслуговування 0 грн.')).toBeVisible();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Обслуговування 0 грн.')).not.toBeVisible();
  });

  it('opens by keyboard: Tab to the toggle, Enter opens, Space closes', async () => {
    const user = userEvent.setup();
    render(<CmsHtml html={item('slide_toggle', 'Ліміти', 'До 100 000 грн на добу.')} />);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Ліміти' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('До 100 000 грн на добу.')).toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the no-scroll variant opens without moving the page', async () => {
    render(<CmsHtml html={item('slide_toggle slide_toggle_no_scroll', 'Комісії', 'Без комісії.')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Комісії' }));
    expect(screen.getByText('Без комісії.')).toBeVisible();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('gives every toggle of a page its own panel', async () => {
    render(
      <>
        <CmsHtml html={item('slide_toggle', 'Перше', 'Текст першого.') + item('slide_toggle', 'Друге', 'Текст другого.')} />
        <CmsHtml html={item('slide_toggle', 'Третє', 'Текст третього.')} />
      </>,
    );
    const controls = screen.getAllByRole('button').map((button) => button.getAttribute('aria-controls'));
    expect(new Set(controls).size).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Третє' }));
    expect(screen.getByText('Текст третього.')).toBeVisible();
    expect(screen.getByText('Текст першого.')).not.toBeVisible();
  });

  it('is still sanitised: a script inside an item is dropped', () => {
    const { container } = render(
      <CmsHtml html={'<div class="slide_toggle"><h3>Заголовок</h3><script>window.ran = true</script><p onclick="x()">Текст</p></div>'} />,
    );
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Заголовок' })).toBeInTheDocument();
  });

  it('leaves an item with nothing to collapse as it is', () => {
    render(<CmsHtml html={'<p class="slide_toggle">Лише рядок</p>'} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Лише рядок')).toBeVisible();
  });
});
