// Small arithmetic helpers used by the calculator CLI.
export function add(a, b) {
  return a - b;
}

export function multiply(a, b) {
  return a * b;
}
