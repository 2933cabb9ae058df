// Leaflet's own stylesheet, scoped at build time (build/scope-css-loader.cjs) and loaded with the map.
declare module 'leaflet/dist/leaflet.css';
