import { earlyClickOn, replayEarlyClick } from './early-click';

function placeWith(html: string): HTMLElement {
  const place = document.createElement('div');
  place.innerHTML = html;
  document.body.replaceChildren(place);
  return place;
}

describe('a click on a block before it hydrated', () => {
  it('is kept for a control that needs the block’s script, and given again to the element in the same place', () => {
    const place = placeWith('<div role="tablist"><button role="tab">Cash</button><button role="tab"><span>Cards</span></button></div>');
    const click = earlyClickOn(place, place.querySelector('span')!);
    expect(click).toEqual({ path: [0, 1], tagName: 'BUTTON', text: 'Cards' });

    // Hydration keeps the server's elements; a fresh element in the same place is clicked as well.
    const clicked = jest.fn();
    place.querySelectorAll('button')[1]!.addEventListener('click', clicked);
    replayEarlyClick(place, click!);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('is kept for a tab that links to its panel: that link shows the panel only to a page without script', () => {
    const place = placeWith('<div role="tablist"><a role="tab" href="#terms-panel-pos">POS</a><a role="tab" href="#terms-panel-qr">QR</a></div>');
    expect(earlyClickOn(place, place.querySelectorAll('a')[1]!)).toEqual({ path: [0, 1], tagName: 'A', text: 'QR' });
  });

  it('is not kept where the browser already did the work: a link, a submit button, plain text', () => {
    const place = placeWith(
      '<a href="/uk/rates"><span role="button">Rates</span></a><form><button>Send</button><button type="submit">Go</button></form><p>Text</p>',
    );
    expect(earlyClickOn(place, place.querySelector('span')!)).toBeNull();
    for (const button of place.querySelectorAll('button')) expect(earlyClickOn(place, button)).toBeNull();
    expect(earlyClickOn(place, place.querySelector('p')!)).toBeNull();
  });

  it('is dropped when the block rendered something else in that place', () => {
    const place = placeWith('<button type="button">Buy</button>');
    const click = earlyClickOn(place, place.querySelector('button')!)!;
    place.innerHTML = '<button type="button">Sell</button>';
    const clicked = jest.fn();
    place.querySelector('button')!.addEventListener('click', clicked);
    replayEarlyClick(place, click);
    expect(clicked).not.toHaveBeenCalled();
  });
});
