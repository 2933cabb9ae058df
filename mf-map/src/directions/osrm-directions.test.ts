import { translator } from '../i18n/strings';
import { routeFromOsrm } from './osrm-directions';
import { formatDistance, stepInstruction } from './step-instruction';

describe('an OSRM answer', () => {
  const answer = {
    code: 'Ok',
    routes: [
      {
        distance: 8095.1,
        duration: 971.4,
        geometry: {
          coordinates: [
            [30.5219, 50.4474],
            [30.5219, 50.505],
            [30.498, 50.505],
          ] as Array<[number, number]>,
        },
        legs: [
          {
            steps: [
              { distance: 6404.8, name: 'вулиця Шевченка', maneuver: { type: 'depart' } },
              { distance: 1690.2, name: 'проспект Свободи', maneuver: { type: 'turn', modifier: 'slight left' } },
              { distance: 20, name: 'проспект Свободи', maneuver: { type: 'new name', modifier: 'straight' } },
              { distance: 0, name: 'проспект Свободи', maneuver: { type: 'arrive' } },
            ],
          },
        ],
      },
    ],
  };

  it('gives distance, duration, the path in latitude-longitude order and the steps', () => {
    const route = routeFromOsrm(answer);
    expect(route.distanceM).toBe(8095.1);
    expect(route.durationS).toBe(971.4);
    expect(route.path[0]).toEqual({ lat: 50.4474, lng: 30.5219 });
    expect(route.steps.map((step) => step.kind)).toEqual(['depart', 'turnLeft', 'continue', 'arrive']);
  });

  it('throws when the service found no route', () => {
    expect(() => routeFromOsrm({ code: 'NoRoute', message: 'Impossible route', routes: [] })).toThrow('NoRoute');
    expect(() => routeFromOsrm({})).toThrow();
  });

  it('words each step in the page language', () => {
    const steps = routeFromOsrm(answer).steps;
    expect(stepInstruction(translator('uk'), steps[1]!)).toBe('Поверніть ліворуч на: проспект Свободи');
    expect(stepInstruction(translator('ru'), steps[3]!)).toBe('Вы на месте');
  });
});

describe('route distances', () => {
  it('are metres rounded to tens below a kilometre and kilometres with a decimal comma above', () => {
    expect(formatDistance(translator('uk'), 236)).toBe('240 м');
    expect(formatDistance(translator('ru'), 8095.1)).toBe('8,1 км');
  });
});
