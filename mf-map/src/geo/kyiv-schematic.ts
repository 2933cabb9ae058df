/**
 * Kyiv as a schematic, for a map whose tiles cannot be loaded: the city's boundary and the Dnipro, simplified by
 * hand to a few points each ([lat, lng]). They are some hundreds of metres off and say only which bank and which
 * part of the city a pin is in: the map's tiles, when they load, cover them.
 */
export type SchematicLine = ReadonlyArray<readonly [number, number]>;

export const KYIV_OUTLINE: SchematicLine = [
  [50.59, 30.47],
  [50.575, 30.6],
  [50.53, 30.69],
  [50.48, 30.73],
  [50.43, 30.76],
  [50.38, 30.72],
  [50.33, 30.7],
  [50.26, 30.68],
  [50.215, 30.61],
  [50.3, 30.53],
  [50.35, 30.45],
  [50.39, 30.36],
  [50.44, 30.3],
  [50.48, 30.33],
  [50.52, 30.36],
  [50.56, 30.39],
];

/** The Dnipro from the Kyiv dam in the north to Koncha-Zaspa in the south. */
export const DNIPRO_IN_KYIV: SchematicLine = [
  [50.59, 30.515],
  [50.56, 30.53],
  [50.53, 30.54],
  [50.505, 30.545],
  [50.48, 30.55],
  [50.465, 30.548],
  [50.45, 30.565],
  [50.43, 30.575],
  [50.41, 30.59],
  [50.395, 30.605],
  [50.37, 30.61],
  [50.34, 30.62],
  [50.3, 30.64],
  [50.26, 30.65],
];
