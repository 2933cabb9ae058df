// CSS Modules in tests: each class name reads as itself, so markup stays inspectable.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
