import assert from 'node:assert/strict';
import { add, multiply } from './src/math.js';

assert.equal(add(2, 3), 5, 'add(2, 3) should be 5');
assert.equal(multiply(4, 5), 20, 'multiply(4, 5) should be 20');
console.log('all tests passed');
