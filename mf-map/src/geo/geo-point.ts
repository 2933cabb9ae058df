export interface GeoPoint {
  lat: number;
  lng: number;
}
