/**
 * A number per object, the same for as long as the object lives: keys for caches whose inputs are objects compared
 * by identity (a remote's code, a read's answer), without holding the objects.
 */
export function identityIds(): (object: object) => number {
  const ids = new WeakMap<object, number>();
  let count = 0;
  return (object) => {
    let id = ids.get(object);
    if (id === undefined) {
      id = count += 1;
      ids.set(object, id);
    }
    return id;
  };
}
